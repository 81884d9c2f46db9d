import { describe, expect, it } from 'vitest';
import { toDeliverableList } from './to-deliverables';

const base = { status: 'ready', label: 'x', createdAt: 5 };

describe('toDeliverableList', () => {
  it('lists built files first (bundle, then APK), then what support attached, oldest first', () => {
    const list = toDeliverableList({
      note: { ...base, kind: 'file', source: 'support', createdAt: 9 },
      apk: { ...base, kind: 'apk', source: 'fulfilment' },
      site: { ...base, kind: 'link', source: 'support', createdAt: 7, url: 'https://play.google.com/x' },
      aab: { ...base, kind: 'aab', source: 'fulfilment' },
    });
    expect(list.map((item) => item.id)).toEqual(['aab', 'apk', 'site', 'note']);
  });

  it('keeps the shown fields, and drops records it cannot show', () => {
    const [aab] = toDeliverableList({
      aab: {
        ...base,
        kind: 'aab',
        source: 'fulfilment',
        size: 8203,
        packageName: 'in.example.shop',
        versionCode: 3,
        certificateSha256: 'AB:CD',
        fileName: 'Shop.aab',
        claimId: 'internal',
        storagePath: 'users/u/x',
      },
      odd: { ...base, kind: 'zip' },
      bad: { ...base, kind: 'apk', status: 'done' },
      empty: null,
    });
    expect(aab).toEqual({
      id: 'aab',
      kind: 'aab',
      status: 'ready',
      label: 'x',
      source: 'fulfilment',
      createdAt: 5,
      size: 8203,
      packageName: 'in.example.shop',
      versionCode: 3,
      certificateSha256: 'AB:CD',
      fileName: 'Shop.aab',
    });
    expect(toDeliverableList(null)).toEqual([]);
  });

  it('opens only https links', () => {
    const list = toDeliverableList({
      a: { ...base, kind: 'link', url: 'javascript:alert(1)' },
      b: { ...base, kind: 'link', url: 'http://example.com' },
      c: { ...base, kind: 'link', url: 'https://example.com/' },
    });
    expect(list.map((item) => item.url)).toEqual([undefined, undefined, 'https://example.com/']);
  });

  it("keeps a built file's App Link hosts, as an array or as the database's object of numeric keys, host names only", () => {
    const [a, b, c] = toDeliverableList({
      a: { ...base, kind: 'aab', createdAt: 1, appLinkHosts: ['shop.example.in', 'www.example.in'] },
      b: { ...base, kind: 'apk', createdAt: 2, appLinkHosts: { 0: 'shop.example.in', 1: 'x"><script>' } },
      c: { ...base, kind: 'file', createdAt: 3, appLinkHosts: [] },
    });
    expect(a?.appLinkHosts).toEqual(['shop.example.in', 'www.example.in']);
    expect(b?.appLinkHosts).toEqual(['shop.example.in']);
    expect(c).not.toHaveProperty('appLinkHosts');
  });
});
