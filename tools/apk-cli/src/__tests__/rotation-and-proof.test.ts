import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  certificateFingerprint,
  exportPkcs12,
  generateSigningKey,
  rotateSigningKey,
  verifyApk,
} from '../../../../functions/src/engine/index.js';
import { ADI_REGISTRATION_ASSET } from '../../../../functions/src/contracts/developer-verification.js';
import type { CliCommand } from '../args.js';
import { ExitCode, runCli } from '../run.js';

const dir = mkdtempSync(join(tmpdir(), 'apk-cli-rotation-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One file of a zip, from its central directory entry (the engine's reader is not this package's to import). */
function zipEntry(zip: Uint8Array, name: string): Uint8Array | undefined {
  const view = Buffer.from(zip.buffer, zip.byteOffset, zip.length);
  const end = view.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  for (let at = view.readUInt32LE(end + 16); view.readUInt32LE(at) === 0x02014b50;) {
    const [nameLength, extraLength, commentLength] = [28, 30, 32].map((o) => view.readUInt16LE(at + o));
    if (view.toString('utf8', at + 46, at + 46 + nameLength!) === name) {
      const local = view.readUInt32LE(at + 42);
      const data = local + 30 + view.readUInt16LE(local + 26) + view.readUInt16LE(local + 28);
      const stored = view.subarray(data, data + view.readUInt32LE(at + 20));
      return new Uint8Array(view.readUInt16LE(at + 10) === 0 ? stored : inflateRawSync(stored));
    }
    at += 46 + nameLength! + extraLength! + commentLength!;
  }
  return undefined;
}

async function cli(args: string[], command: CliCommand = 'apk') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(command, args, { out: (l) => out.push(l), err: (l) => err.push(l), env: {}, cwd: dir });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Two keystores and the lineage between them, as `npm run keys -- lineage` leaves them (few PBKDF2 rounds: tests). */
async function rotationFiles(folder: string) {
  mkdirSync(join(dir, folder), { recursive: true });
  const old = await generateSigningKey({ commonName: 'Old' });
  const next = await generateSigningKey({ commonName: 'New' });
  writeFileSync(join(dir, folder, 'old.p12'), exportPkcs12(old, 'pw-secret', 'k', 2048));
  writeFileSync(join(dir, folder, 'new.p12'), exportPkcs12(next, 'pw-secret', 'k', 2048));
  writeFileSync(join(dir, folder, 'l.lineage'), rotateSigningKey(old, next).rotation!.lineage);
  return { old, next };
}

describe('npm run apk -- --lineage', () => {
  it('signs v3 with the new key and the lineage, v2 with the old key found beside them', async () => {
    const { old, next } = await rotationFiles('r1');
    const built = await cli([
      'https://example.com',
      '--key',
      'r1/new.p12',
      '--password',
      'pw-secret',
      '--lineage',
      'r1/l.lineage',
      '--out',
      'r1/a.apk',
    ]);
    expect(built.code, built.err).toBe(ExitCode.ok);
    expect(built.err).toMatch(/v2 with its first key .*r1\/old\.p12/);
    expect(built.out).toContain('signatures:  v2 verified, v3 verified');
    const verification = verifyApk(new Uint8Array(readFileSync(join(dir, 'r1', 'a.apk'))));
    expect(verification.lineageSha256).toEqual([
      certificateFingerprint(old.certificate),
      certificateFingerprint(next.certificate),
    ]);
    expect(verification.certificateSha256).toBe(certificateFingerprint(next.certificate));
  });

  it('takes the old key from --old-key, and says what to do when it cannot find it', async () => {
    await rotationFiles('r2');
    mkdirSync(join(dir, 'elsewhere'));
    writeFileSync(join(dir, 'elsewhere', 'l.lineage'), readFileSync(join(dir, 'r2', 'l.lineage')));
    writeFileSync(join(dir, 'elsewhere', 'new.p12'), readFileSync(join(dir, 'r2', 'new.p12')));
    const args = ['https://example.com', '--key', 'elsewhere/new.p12', '--password', 'pw-secret'];
    const lost = await cli([...args, '--lineage', 'elsewhere/l.lineage', '--out', 'elsewhere/a.apk']);
    expect(lost.code).toBe(ExitCode.keystore);
    expect(lost.err).toMatch(
      /--lineage: the lineage starts with the key of SHA-256 .* Pass its keystore with --old-key/,
    );
    const given = await cli([...args, '--lineage', 'elsewhere/l.lineage', '--old-key', 'r2/old.p12', '--out', 'x.apk']);
    expect(given.code, given.err).toBe(ExitCode.ok);
    const wrongOld = await cli([...args, '--lineage', 'elsewhere/l.lineage', '--old-key', 'elsewhere/new.p12']);
    expect(wrongOld.err).toMatch(/--key: give the new key|--old-key: .* is not the first key/);
  });

  it('refuses the old key as --key, a damaged lineage, and the options on npm run aab', async () => {
    await rotationFiles('r3');
    const asKey = await cli([
      'https://example.com',
      '--key',
      'r3/old.p12',
      '--password',
      'pw-secret',
      '--lineage',
      'r3/l.lineage',
    ]);
    expect(asKey).toMatchObject({ code: ExitCode.keystore, err: expect.stringMatching(/--key: give the new key/) });
    const damaged = readFileSync(join(dir, 'r3', 'l.lineage'));
    damaged[damaged.length - 3]! ^= 1;
    writeFileSync(join(dir, 'r3', 'bad.lineage'), damaged);
    const bad = await cli([
      'https://example.com',
      '--key',
      'r3/new.p12',
      '--password',
      'pw-secret',
      '--lineage',
      'r3/bad.lineage',
    ]);
    expect(bad).toMatchObject({ code: ExitCode.keystore, err: expect.stringMatching(/lineage does not verify/) });
    expect((await cli(['https://example.com', '--lineage', 'r3/l.lineage'])).code).toBe(ExitCode.usage);
    const aab = await cli(['https://example.com', '--key', 'r3/new.p12', '--lineage', 'r3/l.lineage'], 'aab');
    expect(aab).toMatchObject({ code: ExitCode.usage, err: expect.stringMatching(/options of npm run apk/) });
  });
});

describe('npm run apk -- --verification-token', () => {
  it('writes the ownership-proof APK: the token and a newline in the asset, signed with --key', async () => {
    const key = await generateSigningKey({ commonName: 'Verified' });
    writeFileSync(join(dir, 'k.p12'), exportPkcs12(key, 'pw-secret', 'k', 2048));
    const args = ['https://shop.example.in', '--key', 'k.p12', '--password', 'pw-secret'];
    const proof = await cli([...args, '--verification-token', 'Tok3n-from_console', '--out', 'proof.apk']);
    expect(proof.code, proof.err).toBe(ExitCode.ok);
    expect(proof.out).toContain('proof:       assets/adi-registration.properties holds the token');
    const bytes = new Uint8Array(readFileSync(join(dir, 'proof.apk')));
    expect(new TextDecoder().decode(zipEntry(bytes, ADI_REGISTRATION_ASSET))).toBe('Tok3n-from_console\n');
    expect(verifyApk(bytes).certificateSha256).toBe(certificateFingerprint(key.certificate));
    const bad = await cli([...args, '--verification-token', 'two words', '--out', 'bad.apk']);
    expect(bad.code).toBe(ExitCode.input);
    expect(bad.err).toMatch(/^--verification-token: The verification token is/);
    expect((await cli(['https://shop.example.in', '--verification-token', 'Tok3n-from_console'])).code).toBe(
      ExitCode.usage,
    );
  });
});
