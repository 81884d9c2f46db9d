import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { systemTool } from '@apkforge/test-kit';
import { testKey } from '../../../__tests__/support/test-key.js';
import { DecryptionError } from '../pbe.js';
import { bmpPassword, Pkcs12KeyId, pkcs12Kdf } from '../pkcs12-kdf.js';
import { readPkcs12 } from '../pkcs12-reader.js';
import { writePkcs12 } from '../pkcs12-writer.js';
import { parseDer } from '../asn1-reader.js';
import { integer, sequence } from '../asn1-writer.js';
import { certificateFingerprint } from '../x509.js';

const run = promisify(execFile);
/** Test keystores use few rounds: 600,000 (the default) costs most of a second per write and per read. */
const FAST = 2048;
const dir = mkdtempSync(join(tmpdir(), 'p12-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PKCS#12 writer -> reader', () => {
  it('round-trips the key and certificate, with non-ASCII passwords', () => {
    const key = testKey();
    for (const password of ['secret', 'pässwörd ✓', '']) {
      const read = readPkcs12(writePkcs12(key.privateKeyPkcs8, key.certificate, password, 'my alias', FAST), password);
      expect(read.certificate).toEqual(key.certificate);
      expect(read.privateKeyPkcs8).toEqual(key.privateKeyPkcs8);
    }
  });

  it('refuses a wrong password', () => {
    const key = testKey();
    expect(() => readPkcs12(writePkcs12(key.privateKeyPkcs8, key.certificate, 'right', 'k', FAST), 'wrong')).toThrow(
      DecryptionError,
    );
  });

  it('uses PBES2/AES-256-CBC/PBKDF2-HMAC-SHA256 and an HMAC-SHA256 MAC, 600,000 rounds each by default', () => {
    const key = testKey();
    const pfx = parseDer(writePkcs12(key.privateKeyPkcs8, key.certificate, 'pw'));
    expect(pfx.child(2).child(0).child(0).child(0).oid()).toBe('2.16.840.1.101.3.4.2.1');
    expect(pfx.child(2).child(2).integer()).toBe(600_000);
    // The key bag: PBES2 -> PBKDF2 with 600,000 iterations and HMAC-SHA256; the certificate safe is plain data.
    const safes = parseDer(pfx.child(1).child(1).child(0).octets());
    expect(safes.children.map((safe) => safe.child(0).oid())).toEqual(['1.2.840.113549.1.7.1', '1.2.840.113549.1.7.1']);
    const keyBag = parseDer(safes.child(1).child(1).child(0).octets()).child(0);
    const pbkdf2 = keyBag.child(1).child(0).child(0).child(1).child(0);
    expect(pbkdf2.child(0).oid()).toBe('1.2.840.113549.1.5.12');
    expect(pbkdf2.child(1).child(1).integer()).toBe(600_000);
    expect(pbkdf2.child(1).child(2).child(0).oid()).toBe('1.2.840.113549.2.9');
  });

  it('refuses a MAC iteration count no tool writes before hashing anything', () => {
    const key = testKey();
    const pfx = parseDer(writePkcs12(key.privateKeyPkcs8, key.certificate, 'pw', 'k', FAST));
    const mac = pfx.child(2);
    const hostile = sequence(
      pfx.child(0).encoded,
      pfx.child(1).encoded,
      sequence(mac.child(0).encoded, mac.child(1).encoded, integer(2 ** 40)),
    );
    expect(() => readPkcs12(hostile, 'pw')).toThrow(/iteration count too large/);
  });

  it('derives keys as RFC 7292 B.2 specifies (known answer)', () => {
    // Matches OpenSSL's PKCS12_key_gen_uni for password "smeg", salt 0a58cf64530d823f, 1 iteration (SHA-1).
    const key = pkcs12Kdf('sha1', bmpPassword('smeg'), Buffer.from('0a58cf64530d823f', 'hex'), Pkcs12KeyId.key, 1, 24);
    expect(Buffer.from(key).toString('hex')).toBe('8aaae6297b6cb04642ab5b077851284eb7128f1a2a7fbca3');
  });
});

const keytool = systemTool('keytool');
describe.skipIf(keytool.skip)('PKCS#12 and keytool', () => {
  it('keytool -list accepts our keystore (600,000 rounds) and shows our alias and fingerprint', async () => {
    const key = testKey();
    const path = join(dir, 'ours.p12');
    writeFileSync(path, writePkcs12(key.privateKeyPkcs8, key.certificate, 'store pass', 'upload-key'));
    const { stdout } = await run(keytool.path!, ['-list', '-v', '-keystore', path, '-storepass', 'store pass']);
    expect(stdout).toMatch(/Alias name: upload-key/);
    expect(stdout).toMatch(/Entry type: PrivateKeyEntry/);
    expect(stdout).toContain(certificateFingerprint(key.certificate));
  }, 60_000);

  it('imports keystores keytool generates, modern and legacy (3DES/RC2-40)', async () => {
    for (const [name, extra] of [
      ['modern', []],
      ['legacy', ['-J-Dkeystore.pkcs12.legacy']],
    ] as const) {
      const path = join(dir, `keytool-${name}.p12`);
      await run(keytool.path!, [
        '-genkeypair',
        '-keystore',
        path,
        '-storetype',
        'PKCS12',
        '-storepass',
        'changeit',
        '-alias',
        'k',
        '-keyalg',
        'RSA',
        '-keysize',
        '2048',
        '-dname',
        'CN=keytool',
        '-validity',
        '30',
        ...extra,
      ]);
      const { stdout } = await run(keytool.path!, ['-list', '-keystore', path, '-storepass', 'changeit']);
      const read = readPkcs12(new Uint8Array(readFileSync(path)), 'changeit');
      expect(stdout).toContain(certificateFingerprint(read.certificate));
    }
    // Four JVM starts, two of them generating RSA keys: well over vitest's default on a busy 2-core machine.
  }, 120_000);
});

const openssl = systemTool('openssl');
describe.skipIf(openssl.skip)('PKCS#12 and openssl', () => {
  it('imports what openssl pkcs12 -export writes, by default and with -legacy', async () => {
    const keyPem = join(dir, 'k.pem');
    const certPem = join(dir, 'c.pem');
    await run(openssl.path!, [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyPem,
      '-out',
      certPem,
      '-days',
      '5',
      '-subj',
      '/CN=openssl',
    ]);
    for (const extra of [[], ['-legacy']]) {
      const path = join(dir, `openssl${extra.length}.p12`);
      try {
        await run(openssl.path!, [
          'pkcs12',
          '-export',
          '-inkey',
          keyPem,
          '-in',
          certPem,
          '-out',
          path,
          '-passout',
          'pass:changeit',
          ...extra,
        ]);
      } catch (error) {
        // Some OpenSSL 3 builds ship without the legacy provider: then -legacy cannot be produced here.
        if (extra.length && /legacy|unsupported/i.test(String((error as { stderr?: string }).stderr))) continue;
        throw error;
      }
      const read = readPkcs12(new Uint8Array(readFileSync(path)), 'changeit');
      await run(openssl.path!, ['x509', '-in', certPem, '-outform', 'DER', '-out', join(dir, 'c.der')]);
      expect(read.certificate).toEqual(new Uint8Array(readFileSync(join(dir, 'c.der'))));
    }
  });

  it('openssl reads our keystore (600,000 rounds) with the password, key included', async () => {
    const key = testKey();
    const path = join(dir, 'for-openssl.p12');
    writeFileSync(path, writePkcs12(key.privateKeyPkcs8, key.certificate, 'pw'));
    const { stdout, stderr } = await run(openssl.path!, [
      'pkcs12',
      '-info',
      '-in',
      path,
      '-passin',
      'pass:pw',
      '-nodes',
    ]);
    expect(stderr).toMatch(/MAC: sha256, Iteration 600000/);
    expect(stderr).toMatch(/PBES2, PBKDF2, AES-256-CBC, Iteration 600000, PRF hmacWithSHA256/);
    expect(stdout).toContain('BEGIN CERTIFICATE');
    expect(stdout).toContain('BEGIN PRIVATE KEY');
  });
});
