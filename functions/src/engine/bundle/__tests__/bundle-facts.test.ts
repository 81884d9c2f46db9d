import { describe, expect, it } from 'vitest';
import { testKey } from '../../__tests__/support/test-key.js';
import { certificateFingerprint } from '../../core/crypto/x509.js';
import { buildBundle, readBundleFacts } from '../../index.js';

describe('readBundleFacts', () => {
  it("reads the base module's package, version and SDKs, and the upload certificate", async () => {
    const key = testKey();
    const built = await buildBundle(
      {
        url: 'https://shop.example.in',
        appName: 'Shop',
        packageName: 'in.example.shop',
        versionCode: 42,
        versionName: '4.2',
      },
      key,
    );
    expect(readBundleFacts(built.bytes)).toEqual({
      ok: true,
      signed: true,
      issues: [],
      certificateSha256: certificateFingerprint(key.certificate),
      packageName: 'in.example.shop',
      versionCode: 42,
      versionName: '4.2',
      minSdk: 24,
      targetSdk: 36,
    });
  });

  it('answers, without throwing, that bytes which are not a bundle are not one', () => {
    const facts = readBundleFacts(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2]));
    expect(facts.ok).toBe(false);
    expect(facts.packageName).toBeUndefined();
    expect(facts.issues.length).toBeGreaterThan(0);
  });
});
