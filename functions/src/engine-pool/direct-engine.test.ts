import { describe, expect, it } from 'vitest';
import { verifyApk, verifyBundle } from '../engine/index.js';
import { apkEngine } from './direct-engine.js';

describe('the engine behind the build port', () => {
  it('builds an APK and the App Bundle of the same app with one key, and flags config errors', async () => {
    const key = await apkEngine.generateSigningKey({ commonName: 'Shop' });
    const config = { url: 'https://shop.example.com', appName: 'Shop', versionCode: 3 };
    const [apk, bundle] = [await apkEngine.buildApk(config, key), await apkEngine.buildBundle(config, key)];
    expect(verifyApk(apk.bytes).ok).toBe(true);
    expect(verifyBundle(bundle.bytes)).toMatchObject({ ok: true, certificateSha256: apk.certificateSha256 });
    expect(bundle).toMatchObject({ packageName: apk.packageName, versionCode: 3, versionName: apk.versionName });
    const error = await apkEngine.buildBundle({ ...config, url: 'ftp://x' }, key).catch((e: unknown) => e);
    expect(apkEngine.isConfigError(error)).toBe(true);
  });
});
