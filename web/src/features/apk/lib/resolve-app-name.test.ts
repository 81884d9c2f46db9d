import type { ImportSiteResult } from '@contracts/site-import';
import { describe, expect, it, vi } from 'vitest';
import { appNameNote, resolveAppName } from './resolve-app-name';

const imported = (overrides: Partial<ImportSiteResult>): ImportSiteResult => ({
  url: 'http://localhost:4173/',
  reachable: true,
  name: 'Masala Dosa Corner',
  shortName: null,
  themeColor: null,
  backgroundColor: null,
  icon: null,
  iconNote: null,
  packageName: 'localhost.app',
  packageNotice: null,
  siteConfirmedAt: null,
  signInProviders: [],
  ...overrides,
});

// The case: an empty name built "Localhost" while the import had just read the site's title.
describe('resolveAppName (docs/product.md "Site import")', () => {
  it('keeps what the owner typed and reads nothing', async () => {
    const settle = vi.fn();
    expect(await resolveAppName('  My Shop ', 'http://localhost:4173/', settle)).toEqual({
      name: 'My Shop',
      note: null,
    });
    expect(settle).not.toHaveBeenCalled();
  });

  it("waits for the import and uses the site's own name when the field is empty", async () => {
    const settle = vi.fn(async () => imported({}));
    expect(await resolveAppName('', 'http://localhost:4173/', settle)).toEqual({
      name: 'Masala Dosa Corner',
      note: null,
    });
    expect(settle).toHaveBeenCalledWith('http://localhost:4173/');
  });

  it('uses the address only when the site could not be read, and says so', async () => {
    for (const settle of [async () => null, async () => imported({ reachable: false, name: 'Localhost' })]) {
      expect(await resolveAppName('', 'http://localhost:4173/', settle)).toEqual({
        name: 'Localhost',
        note: appNameNote('Localhost'),
      });
    }
  });
});
