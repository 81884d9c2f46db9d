import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playEncryptionTestKey, rotatedTestKey, testKey } from '../../engine/__tests__/support/test-key.js';
import { rsaAesKeyUnwrap } from '../../engine/core/crypto/rsa-aes-key-wrap.js';
import { readZip } from '../../engine/core/zip/zip-reader.js';
import { certificateFingerprint, exportPkcs12, readKeyLineage } from '../../engine/index.js';
import { KeyFileError } from './key-files.js';
import { KeysExit, type KeysIo } from './keys-io.js';
import { lineageCommand } from './lineage-command.js';
import { pepkCommand } from './pepk-command.js';

const dir = mkdtempSync(join(tmpdir(), 'keys-cli-'));
const initCwd = process.env.INIT_CWD;
beforeAll(() => {
  process.env.INIT_CWD = dir;
  writeFileSync(join(dir, 'old.p12'), exportPkcs12(testKey(), 'pw-secret', 'old', 2048));
  writeFileSync(join(dir, 'new.p12'), exportPkcs12(rotatedTestKey(), 'other-pw', 'new', 2048));
  writeFileSync(join(dir, 'play.pem'), playEncryptionTestKey().publicPem);
});
afterAll(() => {
  process.env.INIT_CWD = initCwd;
  rmSync(dir, { recursive: true, force: true });
});

function io() {
  const lines: string[] = [];
  const value: KeysIo & { lines: string[] } = {
    lines,
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    usage: (text) => {
      lines.push(text);
      return KeysExit.usage;
    },
  };
  return value;
}

describe('npm run keys -- lineage', () => {
  it('writes the lineage old -> new from two keystores, relative to where the command was typed', () => {
    const out = io();
    const args = ['--old', 'old.p12', '--new', 'new.p12', '--password', 'pw-secret', '--new-password', 'other-pw'];
    expect(lineageCommand([...args, '--out', 'l.lineage'], out)).toBe(0);
    const listed = readKeyLineage(new Uint8Array(readFileSync(join(dir, 'l.lineage'))));
    expect(listed.map((c) => c.sha256)).toEqual([
      certificateFingerprint(testKey().certificate),
      certificateFingerprint(rotatedTestKey().certificate),
    ]);
    expect(out.lines.join('\n')).toContain('next:        npm run apk -- <url> --key new.p12 --lineage l.lineage');
  });

  it('names the keystore it cannot open, and shows the usage when an option is missing', () => {
    expect(() =>
      lineageCommand(['--old', 'old.p12', '--new', 'new.p12', '--password', 'pw-secret', '--out', 'x'], io()),
    ).toThrow(new KeyFileError('--new: cannot open new.p12: wrong password'));
    expect(() =>
      lineageCommand(['--old', 'nope.p12', '--new', 'new.p12', '--password', 'p', '--out', 'x'], io()),
    ).toThrow(/--old: cannot read nope.p12/);
    expect(lineageCommand(['--old', 'old.p12'], io())).toBe(KeysExit.usage);
  });
});

describe('npm run keys -- pepk', () => {
  it("writes Play's zip, which the encryption key pair opens to the keystore's PKCS#8 key", () => {
    const args = ['--key', 'old.p12', '--password', 'pw-secret', '--encryption-key', 'play.pem', '--out', 'k.zip'];
    expect(pepkCommand(args, io())).toBe(0);
    const files = readZip(new Uint8Array(readFileSync(join(dir, 'k.zip'))));
    const wrapped = files.get('encryptedPrivateKey')!;
    expect(rsaAesKeyUnwrap(playEncryptionTestKey().privateKey, wrapped)).toEqual(testKey().privateKeyPkcs8);
    expect(files.has('certificate.pem')).toBe(true);
  });

  it("refuses an encryption key that is not Play's kind of key, naming the field", () => {
    writeFileSync(join(dir, 'not-a-key.pem'), 'hello');
    const args = ['--key', 'old.p12', '--password', 'pw-secret', '--encryption-key', 'not-a-key.pem', '--out', 'x.zip'];
    expect(() => pepkCommand(args, io())).toThrow(expect.objectContaining({ field: 'encryptionKey' }));
  });
});
