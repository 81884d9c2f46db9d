import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { systemTool } from '@apkforge/test-kit';
import * as engine from '../index.js';
import { testKey } from './support/test-key.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'apk-api-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the engine public surface (docs/architecture.md)', () => {
  it('exports exactly what callers code against', () => {
    for (const name of [
      'generateSigningKey',
      'exportPkcs12',
      'importPkcs12',
      'derivePackageName',
      'siteHosts',
      'validateAppConfig',
      'buildApk',
      'verifyApk',
      'buildBundle',
      'verifyBundle',
      'buildOwnershipProofApk',
      'rotateSigningKey',
      'readKeyLineage',
      'exportKeyForPlay',
      'ApkConfigError',
    ]) {
      expect(typeof (engine as Record<string, unknown>)[name]).toBe('function');
    }
    const error = new engine.ApkConfigError('url', 'Please enter a valid URL.');
    expect(error).toBeInstanceOf(Error);
    expect(error.field).toBe('url');
  });

  it('validates a config as the builders do, without building', () => {
    expect(() => engine.validateAppConfig({ url: 'https://example.com', appName: 'Shop' })).not.toThrow();
    expect(() => engine.validateAppConfig({ url: 'ftp://example.com', appName: 'Shop' })).toThrow(
      expect.objectContaining({ name: 'ApkConfigError', field: 'url' }),
    );
    expect(() =>
      engine.validateAppConfig({ url: 'https://example.com', appName: 'Shop', icon: new Uint8Array([1, 2, 3]) }),
    ).toThrow(expect.objectContaining({ field: 'icon' }));
  });

  it('generates a key whose PKCS#12 export imports back to the same key', async () => {
    const key = await engine.generateSigningKey({ commonName: 'Shop', organization: 'Acme' });
    const back = engine.importPkcs12(engine.exportPkcs12(key, 'pw', 'upload'), 'pw');
    expect(back).toEqual(key);
    // Few rounds here: the default (600,000) costs most of a second per write and read, once is enough.
    expect(() => engine.importPkcs12(engine.exportPkcs12(key, 'pw', 'upload', 2048), 'other')).toThrow(
      engine.DecryptionError,
    );
  });

  const apksigner = systemTool('apksigner');
  it.skipIf(apksigner.skip)(
    'apksigner sign --ks accepts our PKCS#12 and re-signs our APK with the same certificate',
    async () => {
      const key = testKey();
      const apk = await engine.buildApk({ url: 'https://example.com', appName: 'Resign' }, key);
      writeFileSync(join(dir, 'in.apk'), apk.bytes);
      writeFileSync(join(dir, 'ks.p12'), engine.exportPkcs12(key, 'ks pass', 'apkforge', 2048));
      await run(apksigner.path!, [
        'sign',
        '--ks',
        join(dir, 'ks.p12'),
        '--ks-pass',
        'pass:ks pass',
        '--out',
        join(dir, 'out.apk'),
        join(dir, 'in.apk'),
      ]);
      const { stdout } = await run(apksigner.path!, ['verify', '--print-certs', join(dir, 'out.apk')]);
      expect(stdout.toUpperCase()).toContain(apk.certificateSha256.replace(/:/g, ''));
    },
  );
});
