import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  certificateFingerprint,
  importPkcs12,
  verifyApk,
  verifyBundle,
} from '../../../../functions/src/engine/index.js';
import { iconPng } from '../../bench/icon-png.js';
import type { CliCommand } from '../args.js';
import { ExitCode, runCli } from '../run.js';

/** The engine's committed TEST keystore (functions/src/engine/__fixtures__/test-key/README.md). */
const TEST_KEYSTORE = new URL('../../../../functions/src/engine/__fixtures__/test-key/test-key.p12', import.meta.url);
const TEST_KEYSTORE_PASSWORD = 'test-password';
const testCertificate = () =>
  importPkcs12(new Uint8Array(readFileSync(TEST_KEYSTORE)), TEST_KEYSTORE_PASSWORD).certificate;

const dir = mkdtempSync(join(tmpdir(), 'apk-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(args: string[], env: Record<string, string> = {}, command: CliCommand = 'apk') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(command, args, { out: (l) => out.push(l), err: (l) => err.push(l), env, cwd: dir });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run apk', () => {
  it('builds an APK, creates a keystore beside it and reuses it next time', async () => {
    const first = await cli(['https://example.com', '--name', 'Test App', '--out', 't.apk']);
    expect(first.code).toBe(ExitCode.ok);
    expect(first.err).toMatch(
      /Created signing keystore .*t\.keystore\.p12 \(password saved in .*t\.keystore\.p12\.password\)/,
    );
    const apk = new Uint8Array(readFileSync(join(dir, 't.apk')));
    expect(verifyApk(apk).ok).toBe(true);
    expect(first.out).toContain(`size:        ${apk.length} bytes`);
    expect(first.out).toMatch(/sha256: +[0-9a-f]{64}/);
    // example.com's derived id steps out of Play's reserved com.example. namespace (package-name.ts).
    expect(first.out).toContain('package:     com.example_.app (versionCode 1, versionName 1.0.1)');
    expect(first.out).toContain('signatures:  v2 verified');
    const fingerprint = /certificate: SHA-256 ([0-9A-F:]+)/.exec(first.out)![1];
    const second = await cli(['https://example.com', '--name', 'Test App 2', '--out', 't.apk']);
    expect(second.code).toBe(ExitCode.ok);
    expect(second.err).toMatch(/Reusing signing keystore/);
    expect(/certificate: SHA-256 ([0-9A-F:]+)/.exec(second.out)![1]).toBe(fingerprint);
  });

  it('builds with a small icon, and says what the forms say about it', async () => {
    writeFileSync(join(dir, 'small.png'), iconPng(120));
    const small = await cli(['https://example.com', '--icon', 'small.png', '--out', 'small.apk']);
    expect(small.code).toBe(ExitCode.ok);
    expect(small.err).toContain('--icon: Image is small. Recommended size is at least 1024x1024 pixels.');
    writeFileSync(join(dir, 'large.png'), iconPng(192));
    const large = await cli(['https://example.com', '--icon', 'large.png', '--out', 'small.apk']);
    expect(large.code).toBe(ExitCode.ok);
    expect(large.err).not.toContain('Image is small');
  });

  it('signs with a given keystore and password, and takes icon, package and theme', async () => {
    const keystore = join(dir, 'given.p12');
    writeFileSync(keystore, readFileSync(TEST_KEYSTORE));
    writeFileSync(join(dir, 'icon.png'), iconPng(400));
    const result = await cli(
      [
        'https://example.com',
        '--icon',
        'icon.png',
        '--package',
        'com.acme.shop',
        '--theme',
        '#0a7',
        '--key',
        'given.p12',
        '--label',
        'hi=दुकान',
        '--icon-background',
        '#fedcba',
        '--extra-host',
        'accounts.pay.example',
        '--extra-host',
        'checkout.pay.example',
      ],
      { APKFORGE_KEYSTORE_PASSWORD: TEST_KEYSTORE_PASSWORD },
    );
    expect(result.code).toBe(ExitCode.ok);
    expect(result.out).toContain('package:     com.acme.shop');
    // Where assetlinks.json must be served: the start host, its www twin and the extra hosts.
    expect(result.out).toContain(
      'app links:   example.com, www.example.com, accounts.pay.example, checkout.pay.example',
    );
    expect(result.out).toContain(certificateFingerprint(testCertificate()));
    expect(existsSync(join(dir, 'Example.apk'))).toBe(true);
  });

  it('turns pull-to-refresh off with --no-pull-to-refresh (config.json says so; on is the shell default)', async () => {
    /** assets/config.json of an APK, found by its local file header and inflated. */
    const configJson = (apk: Buffer) => {
      const at = apk.indexOf('assets/config.json');
      const header = at - 30;
      const size = apk.readUInt32LE(header + 18);
      const start = at + apk.readUInt16LE(header + 26) + apk.readUInt16LE(header + 28);
      return JSON.parse(inflateRawSync(apk.subarray(start, start + size)).toString('utf8')) as Record<string, unknown>;
    };
    expect((await cli(['https://example.com', '--no-pull-to-refresh', '--out', 'off.apk'])).code).toBe(ExitCode.ok);
    expect((await cli(['https://example.com', '--out', 'on.apk'])).code).toBe(ExitCode.ok);
    expect(configJson(readFileSync(join(dir, 'off.apk'))).pullToRefresh).toBe(false);
    expect(configJson(readFileSync(join(dir, 'on.apk')))).not.toHaveProperty('pullToRefresh');
  });

  it('takes an address without a scheme as the forms do, with https://', async () => {
    const bare = await cli(['www.my-shop.in/start']);
    expect(bare.code).toBe(ExitCode.ok);
    expect(bare.out).toContain('package:     in.my_shop.app');
    // The name comes from the host, as from the forms' address.
    expect(existsSync(join(dir, 'My_Shop.apk'))).toBe(true);
  });

  it('explains input, usage and keystore errors with distinct exit codes', async () => {
    expect((await cli([])).code).toBe(ExitCode.usage);
    expect((await cli(['https://a.com', '--bogus'])).code).toBe(ExitCode.usage);
    const badUrl = await cli(['ftp://example.com']);
    expect(badUrl).toMatchObject({ code: ExitCode.input });
    expect(badUrl.err).toBe('URL: URL must start with http:// or https://');
    expect((await cli(['https://example.com', '--name', ' '])).err).toBe('--name: Please enter an app name.');
    expect((await cli(['https://example.com', '--theme', 'red'])).err).toMatch(/^--theme: Invalid colour "red"/);
    expect((await cli(['https://example.com', '--extra-host', 'github.io'])).err).toMatch(
      /^--extra-host: "github.io" is shared by many sites/,
    );
    // The forms' rule (contracts/extra-hosts.ts): no sign-in provider, no IP, https only, at most ten.
    expect((await cli(['https://example.com', '--extra-host', 'accounts.google.com'])).err).toBe(
      '--extra-host: "accounts.google.com" is a sign-in provider. Its sign-in opens in the browser, so it cannot be an extra host.',
    );
    expect((await cli(['https://example.com', '--extra-host', '10.1.2.3'])).err).toMatch(
      /^--extra-host: "10.1.2.3" is an IP/,
    );
    expect((await cli(['https://example.com', '--extra-host', 'http://pay.example'])).err).toMatch(/is not https/);
    const eleven = Array.from({ length: 11 }, (_, i) => ['--extra-host', `h${i}.example.com`]).flat();
    expect((await cli(['https://example.com', ...eleven])).err).toBe('--extra-host: List at most 10 extra hosts.');
    expect((await cli(['https://example.com', '--package', 'com.google.maps'])).err).toBe(
      '--package: Package names starting with com.google. are reserved. Google Play does not accept them.',
    );
    expect((await cli(['https://example.com', '--label', 'xx-yy-zz=Foo'])).err).toMatch(
      /^--label: Unsupported language code/,
    );
    writeFileSync(join(dir, 'not-an-image.png'), 'hello');
    expect((await cli(['https://example.com', '--icon', 'not-an-image.png'])).err).toBe(
      '--icon: Invalid file format. Please upload a PNG or JPG image.',
    );
    expect((await cli(['https://example.com', '--icon', 'missing.png'])).err).toMatch(/Cannot read the icon file/);
    const keystore = join(dir, 'given2.p12');
    writeFileSync(keystore, readFileSync(TEST_KEYSTORE));
    const wrong = await cli(['https://example.com', '--key', keystore, '--password', 'nope', '--out', 'w.apk']);
    expect(wrong).toMatchObject({ code: ExitCode.keystore });
    expect(wrong.err).toMatch(/wrong password/);
    expect((await cli(['https://example.com', '--key', 'absent.p12', '--password', 'x'])).code).toBe(ExitCode.keystore);
    writeFileSync(join(dir, 'old.jks'), Uint8Array.of(0xfe, 0xed, 0xfe, 0xed, 0, 0, 0, 2));
    const jks = await cli(['https://example.com', '--key', 'old.jks', '--password', 'x']);
    expect(jks).toMatchObject({ code: ExitCode.keystore });
    expect(jks.err).toMatch(/is a JKS keystore; convert it first: keytool -importkeystore/);
    writeFileSync(join(dir, 'a-file'), 'x');
    const unwritable = await cli(['https://example.com', '--out', 'a-file/sub/app.apk']);
    expect(unwritable).toMatchObject({ code: ExitCode.keystore });
    expect(unwritable.err).toMatch(/^Cannot write keystore .*a-file\/sub\/app\.keystore\.p12/);
    expect((await cli(['--help'])).out).toMatch(/Usage: npm run apk/);
  });

  it('creates no keystore for a config it refuses, and refuses it the same way once a keystore exists', async () => {
    const typo = await cli(['https://example.com', '--theme', 'red', '--out', 'typo/t.apk']);
    expect(typo).toMatchObject({ code: ExitCode.input });
    expect(existsSync(join(dir, 'typo', 't.keystore.p12'))).toBe(false);
    expect((await cli(['https://example.com', '--out', 'typo/t.apk'])).code).toBe(ExitCode.ok);
    expect(await cli(['https://example.com', '--theme', 'red', '--out', 'typo/t.apk'])).toMatchObject({
      code: ExitCode.input,
      err: expect.stringMatching(/Reusing signing keystore .*\n--theme: Invalid colour "red"/),
    });
  });

  it('creates missing output folders, and names the file itself when --out is a folder', async () => {
    const nested = await cli(['https://example.com', '--name', 'Nested', '--out', 'new/folder/n.apk']);
    expect(nested.code).toBe(ExitCode.ok);
    expect(existsSync(join(dir, 'new/folder/n.apk'))).toBe(true);
    expect(existsSync(join(dir, 'new/folder/n.keystore.p12'))).toBe(true);
    const folder = await cli(['https://example.com', '--name', 'My Shop', '--out', 'builds/']);
    expect(folder.code).toBe(ExitCode.ok);
    expect(folder.out).toContain(`path:        ${join(dir, 'builds', 'My_Shop.apk')}`);
    const existing = await cli(['https://example.com', '--name', 'My Shop', '--out', 'builds']);
    expect(existing.err).toMatch(/Reusing signing keystore .*builds\/My_Shop\.keystore\.p12/);
  });

  it('names the file by the product rule, as the server and the web app do', async () => {
    const named = await cli(['https://example.com', '--name', 'Shop & Co', '--out', 'rule/']);
    expect(named.code).toBe(ExitCode.ok);
    expect(named.out).toContain(`path:        ${join(dir, 'rule', 'Shop_Co.apk')}`);
  });
});

describe('npm run aab', () => {
  it('builds an App Bundle with the same options and keystore as the APK, and reports it', async () => {
    const apk = await cli(['https://example.com', '--name', 'Twin App', '--out', 'twin/app.apk']);
    expect(apk.code).toBe(ExitCode.ok);
    const aab = await cli(['https://example.com', '--name', 'Twin App', '--out', 'twin/app.aab'], {}, 'aab');
    expect(aab.code).toBe(ExitCode.ok);
    // The default keystore is named after the output's stem: app.apk and app.aab share it, so the upload key
    // of the bundle is the key of the APKs the customer already installed.
    expect(aab.err).toMatch(/Reusing signing keystore .*twin\/app\.keystore\.p12/);
    const bytes = new Uint8Array(readFileSync(join(dir, 'twin', 'app.aab')));
    const verification = verifyBundle(bytes);
    expect(verification).toMatchObject({ ok: true, signed: true });
    expect(aab.out).toContain(`path:        ${join(dir, 'twin', 'app.aab')}`);
    expect(aab.out).toContain(`size:        ${bytes.length} bytes`);
    expect(aab.out).toContain(`sha256:      ${createHash('sha256').update(bytes).digest('hex')}`);
    expect(aab.out).toContain('package:     com.example_.app (versionCode 1, versionName 1.0.1)');
    expect(aab.out).toContain(`upload key:  SHA-256 ${verification.certificateSha256}`);
    expect(aab.out).toMatch(/validation: +passed/);
    expect(/certificate: SHA-256 ([0-9A-F:]+)/.exec(apk.out)![1]).toBe(verification.certificateSha256);
  });

  it('names the bundle by the product rule and explains errors as the APK command does', async () => {
    expect((await cli(['https://example.com', '--name', 'Shop & Co', '--out', 'named/'], {}, 'aab')).code).toBe(0);
    expect(existsSync(join(dir, 'named', 'Shop_Co.aab'))).toBe(true);
    const bad = await cli(['https://example.com', '--orientation', 'sideways'], {}, 'aab');
    expect(bad.code).toBe(ExitCode.input);
    expect(bad.err).toMatch(/^--orientation: /);
    const usage = await cli([], {}, 'aab');
    expect(usage.code).toBe(ExitCode.usage);
    expect(usage.err).toContain('Usage: npm run aab -- <url> [options]');
  });
});
