import { describe, expect, it } from 'vitest';
import { toBuildGroups } from './to-build-groups';

const record = (packageName: string, createdAt: number, extra: Record<string, unknown> = {}) => ({
  url: 'https://shop.example.in',
  appName: 'Shop',
  packageName,
  versionCode: createdAt,
  versionName: `1.0.${createdAt}`,
  sha256: 'ab',
  size: 30_000,
  certificateSha256: 'AB:CD',
  fileName: 'Shop.apk',
  storagePath: 'users/u/builds/x.apk',
  createdAt,
  createdAtISO: '',
  ...extra,
});

describe('toBuildGroups', () => {
  it('groups by package, the most recently built package first, each newest first', () => {
    const groups = toBuildGroups({
      b1: record('in.shop.app', 1),
      b2: record('in.cafe.app', 2, { appName: 'Cafe' }),
      b3: record('in.shop.app', 3, { appName: 'Shop Two' }),
    });
    expect(groups.map((g) => [g.packageName, g.appName, g.builds.map((b) => b.id)])).toEqual([
      ['in.shop.app', 'Shop Two', ['b3', 'b1']],
      ['in.cafe.app', 'Cafe', ['b2']],
    ]);
  });

  it('shows the last few builds of a package and counts the older ones', () => {
    const value = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`b${n}`, record('in.shop.app', n)]));
    const [group] = toBuildGroups(value, 3);
    expect(group?.builds.map((b) => b.versionCode)).toEqual([5, 4, 3]);
    expect(group?.olderCount).toBe(2);
  });

  it('marks a build whose file was removed, and leaves out records a download could not use', () => {
    const groups = toBuildGroups({
      b1: record('in.shop.app', 1, { expiredAt: 99 }),
      b2: record('in.shop.app', 2),
      broken: { packageName: 'in.shop.app' },
      nothing: null,
    });
    expect(groups[0]?.builds.map((b) => [b.id, b.expired])).toEqual([
      ['b2', false],
      ['b1', true],
    ]);
    expect(toBuildGroups(null)).toEqual([]);
  });
});
