import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../../__tests__/fakes/fake-engine.js';
import { MemoryDb } from '../../__tests__/fakes/memory-db.js';
import { caller, codeOf, ManualClock } from '../../__tests__/fixtures.js';
import { claimPackage } from '../../builds/package-claims.js';
import { recordSiteConfirmation } from '../../builds/site-confirmation.js';
import { PACKAGE_MESSAGES } from '../../contracts/packages.js';
import { SITE_IMPORT_LIMITS } from '../../contracts/site-import.js';
import { UnreachableError } from '../ssrf-guard/fetch-headers.js';
import { importSite, type ImportSiteDeps } from './import-site.js';

function deps(): ImportSiteDeps & { db: MemoryDb; clock: ManualClock; fetched: string[] } {
  const fetched: string[] = [];
  return {
    db: new MemoryDb(),
    clock: new ManualClock(),
    engine: new FakeEngine(),
    allowLoopback: false,
    fetched,
    fetch: async (url) => {
      fetched.push(url.href);
      if (url.hostname === 'down.example.com') throw new UnreachableError('connection refused');
      return {
        finalUrl: url,
        status: 200,
        headers: { 'content-type': 'text/html' },
        body: Buffer.from('<title>Shop | Asha Shop</title>'),
        truncated: false,
      };
    },
  };
}

describe('importSite', () => {
  it("answers the site's facts, this account's default package and whether it confirmed the site", async () => {
    const d = deps();
    const result = await importSite(d, caller('asha'), { url: ' https://shop.example.com/ ' });
    expect(result).toMatchObject({
      url: 'https://shop.example.com/',
      reachable: true,
      name: 'Asha Shop',
      packageName: 'app.com.example.shop',
      packageNotice: null,
      siteConfirmedAt: null,
    });
    await recordSiteConfirmation(d.db, 'asha', 'app.com.example.shop', 1234);
    expect((await importSite(d, caller('asha'), { url: 'https://shop.example.com/' })).siteConfirmedAt).toBe(1234);
  });

  it("tells a second account that the site's default id belongs to another account, and which id it gets", async () => {
    const d = deps();
    await claimPackage(d.db, 'asha', 'app.com.example.shop', 1);
    const result = await importSite(d, caller('ravi'), { url: 'https://shop.example.com/' });
    expect(result.packageName).toMatch(/^app\.com\.example\.shop\.u[a-z2-7]{8}$/);
    expect(result.packageNotice).toBe(PACKAGE_MESSAGES.defaultClaimed('app.com.example.shop', result.packageName));
    // Nothing is claimed by an import.
    expect(d.db.read('packageClaims')).toEqual({ 'app,com,example,shop': { uid: 'asha', claimedAt: 1 } });
  });

  it('gives defaults for a site it cannot reach', async () => {
    const result = await importSite(deps(), caller('asha'), { url: 'https://down.example.com' });
    expect(result).toMatchObject({ reachable: false, name: 'Example', icon: null });
  });

  it('requires a verified email and a valid address, before fetching anything', async () => {
    const d = deps();
    const unverified = caller('asha', { emailVerified: false });
    expect(await codeOf(importSite(d, unverified, { url: 'https://shop.example.com' }))).toBe('permission-denied');
    await expect(importSite(d, caller('asha'), { url: 'ftp://x' })).rejects.toThrow(
      'URL must start with http:// or https://',
    );
    await expect(importSite(d, caller('asha'), {})).rejects.toThrow('Please enter a valid URL.');
    await expect(importSite(d, caller('asha'), { url: 'https://user:pw@shop.example.com' })).rejects.toThrow(
      'Please enter a valid URL.',
    );
    for (const url of ['http://shop.example.com:6379/', 'https://shop.example.com:8443', 'http://127.0.0.1:8080/']) {
      await expect(importSite(d, caller('asha'), { url })).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'URL must use port 80 or 443.',
      });
    }
    expect(d.fetched).toEqual([]);
    await importSite(d, caller('asha'), { url: 'https://shop.example.com:443/' });
    expect(d.fetched).toEqual(['https://shop.example.com/']);
  });

  it('limits each account to SITE_IMPORT_LIMITS.perHour imports an hour', async () => {
    const d = deps();
    for (let i = 0; i < SITE_IMPORT_LIMITS.perHour; i += 1) {
      await importSite(d, caller('asha'), { url: 'https://shop.example.com' });
    }
    const limited = importSite(d, caller('asha'), { url: 'https://shop.example.com' });
    await expect(limited).rejects.toThrow(
      /^You have imported many sites in the last hour\. Please try again in 60 minutes\.$/,
    );
    expect(await codeOf(importSite(d, caller('ravi'), { url: 'https://shop.example.com' }))).toBe('ok');
    d.clock.advance(60 * 60 * 1000 + 1);
    expect(await codeOf(importSite(d, caller('asha'), { url: 'https://shop.example.com' }))).toBe('ok');
  });
});
