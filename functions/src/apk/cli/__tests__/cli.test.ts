import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testImage } from '../../__tests__/support/test-images.js';
import { TEST_KEYSTORE_PASSWORD, TEST_KEYSTORE_URL, testKey } from '../../__tests__/support/test-key.js';
import { certificateFingerprint } from '../../core/crypto/x509.js';
import { verifyApk } from '../../index.js';
import { apkFileName } from '../file-name.js';
import { ExitCode, runCli } from '../run.js';

const dir = mkdtempSync(join(tmpdir(), 'apk-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), env, cwd: dir });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run apk', () => {
  it('builds an APK, creates a keystore beside it and reuses it next time', async () => {
    const first = await cli(['https://example.com', '--name', 'Test App', '--out', 't.apk']);
    expect(first.code).toBe(ExitCode.ok);
    expect(first.err).toMatch(/Created signing keystore .*t\.keystore\.p12 \(password saved in .*t\.keystore\.p12\.password\)/);
    const apk = new Uint8Array(readFileSync(join(dir, 't.apk')));
    expect(verifyApk(apk).ok).toBe(true);
    expect(first.out).toContain(`size:        ${apk.length} bytes`);
    expect(first.out).toMatch(/sha256: +[0-9a-f]{64}/);
    expect(first.out).toContain('package:     com.example.app');
    const fingerprint = /certificate: SHA-256 ([0-9A-F:]+)/.exec(first.out)![1];
    const second = await cli(['https://example.com', '--name', 'Test App 2', '--out', 't.apk']);
    expect(second.code).toBe(ExitCode.ok);
    expect(second.err).toMatch(/Reusing signing keystore/);
    expect(/certificate: SHA-256 ([0-9A-F:]+)/.exec(second.out)![1]).toBe(fingerprint);
  });

  it('signs with a given keystore and password, and takes icon, package and theme', async () => {
    const keystore = join(dir, 'given.p12');
    writeFileSync(keystore, readFileSync(TEST_KEYSTORE_URL));
    writeFileSync(join(dir, 'icon.jpg'), await testImage({ width: 300, height: 300, format: 'jpeg', variant: 'progressive' }));
    const result = await cli(['https://example.com', '--icon', 'icon.jpg', '--package', 'com.acme.shop', '--theme', '#0a7', '--key', 'given.p12', '--label', 'hi=दुकान'],
      { APKFORGE_KEYSTORE_PASSWORD: TEST_KEYSTORE_PASSWORD });
    expect(result.code).toBe(ExitCode.ok);
    expect(result.out).toContain('package:     com.acme.shop');
    expect(result.out).toContain(certificateFingerprint(testKey().certificate));
    expect(existsSync(join(dir, 'Example.apk'))).toBe(true);
  });

  it('explains input, usage and keystore errors with distinct exit codes', async () => {
    expect((await cli([])).code).toBe(ExitCode.usage);
    expect((await cli(['https://a.com', '--bogus'])).code).toBe(ExitCode.usage);
    const badUrl = await cli(['ftp://example.com']);
    expect(badUrl).toMatchObject({ code: ExitCode.input });
    expect(badUrl.err).toBe('Invalid url: URL must start with http:// or https://');
    expect((await cli(['https://example.com', '--icon', 'missing.png'])).err).toMatch(/Cannot read the icon file/);
    const keystore = join(dir, 'given2.p12');
    writeFileSync(keystore, readFileSync(TEST_KEYSTORE_URL));
    const wrong = await cli(['https://example.com', '--key', keystore, '--password', 'nope', '--out', 'w.apk']);
    expect(wrong).toMatchObject({ code: ExitCode.keystore });
    expect(wrong.err).toMatch(/wrong password/);
    expect((await cli(['https://example.com', '--key', 'absent.p12', '--password', 'x'])).code).toBe(ExitCode.keystore);
    expect((await cli(['--help'])).out).toMatch(/Usage: npm run apk/);
  });

  it('names files by the spec rule', () => {
    expect(apkFileName('My Shop: Best!')).toBe('My_Shop_Best.apk');
    expect(apkFileName('हिन्दी')).toBe('MyApp.apk');
    expect(apkFileName('x'.repeat(80))).toBe(`${'x'.repeat(50)}.apk`);
  });
});
