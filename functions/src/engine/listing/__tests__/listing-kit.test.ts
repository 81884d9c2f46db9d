import { describe, expect, it } from 'vitest';
import { listingTextIssues, LISTING_TEXT_LIMITS } from '../../../contracts/play-listing.js';
import { draftListing } from '../../../contracts/listing-draft.js';
import { readZip } from '../../core/zip/zip-reader.js';
import { buildListingKit, KIT_FILES } from '../listing-kit.js';
import { fitText, textWidth } from '../text-drawing.js';

const UPLOAD = `AA:${'11:'.repeat(30)}BB`;
const PLAY = `CC:${'22:'.repeat(30)}DD`;

function kit(extra: Partial<Parameters<typeof buildListingKit>[0]> = {}) {
  const listing = draftListing({
    appName: 'Bookshelf',
    url: 'https://bookshelf.example.com/',
    description: 'Rare and used books, delivered across India. '.repeat(200),
    contactEmail: 'owner@bookshelf.example.com',
  });
  return buildListingKit({
    appName: 'Bookshelf',
    host: 'bookshelf.example.com',
    url: 'https://bookshelf.example.com/',
    packageName: 'com.example.bookshelf',
    versionCode: 3,
    targetSdk: 36,
    uploadCertificateSha256: UPLOAD,
    listing,
    ...extra,
  });
}

describe('the listing kit (docs/product.md "Publishing")', () => {
  it('zips listing.json, the guide, both graphics and assetlinks.json, the same bytes every time', () => {
    const first = kit();
    expect(Buffer.from(kit().zip).equals(Buffer.from(first.zip))).toBe(true);
    const files = readZip(first.zip);
    expect([...files.keys()]).toEqual([
      KIT_FILES.listing,
      KIT_FILES.guide,
      KIT_FILES.icon,
      KIT_FILES.featureGraphic,
      KIT_FILES.assetLinks,
    ]);
    expect(Buffer.from(files.get(KIT_FILES.icon)!).equals(Buffer.from(first.icon))).toBe(true);
    const assetLinks = JSON.parse(new TextDecoder().decode(files.get(KIT_FILES.assetLinks)));
    expect(assetLinks[0].target).toEqual({
      namespace: 'android_app',
      package_name: 'com.example.bookshelf',
      sha256_cert_fingerprints: [UPLOAD],
    });
  });

  it("drafts texts within Play's limits from a long site description, and lists what is still to do", () => {
    const listing = JSON.parse(kit().listingJson);
    expect([...listing.title].length).toBeLessThanOrEqual(LISTING_TEXT_LIMITS.title);
    expect([...listing.shortDescription].length).toBeLessThanOrEqual(LISTING_TEXT_LIMITS.shortDescription);
    expect([...listing.fullDescription].length).toBeLessThanOrEqual(LISTING_TEXT_LIMITS.fullDescription);
    expect(listing.fullDescription.endsWith('…')).toBe(true);
    expect(listing.website).toBe('https://bookshelf.example.com');
    // No privacy policy is known yet: the one thing the kit says is missing.
    expect(listing.stillToDo).toEqual(['Please add your privacy policy URL: Play requires one for every app.']);
    expect(listingTextIssues({ ...listing, privacyPolicyUrl: 'https://bookshelf.example.com/privacy' })).toEqual([]);
  });

  it('writes a guide with the app\u2019s own package, fingerprints, assetlinks, data safety and the closed-test rule', () => {
    const { guide } = kit({
      playSigningSha256: PLAY,
      screenshots: [{ format: 'jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff]) }],
    });
    for (const expected of [
      'Package name: com.example.bookshelf (version code 3)',
      `Upload certificate SHA-256: ${UPLOAD}`,
      `Play app-signing certificate SHA-256: ${PLAY}`,
      'https://bookshelf.example.com/.well-known/assetlinks.json',
      `"${PLAY}"`,
      'no account and no device id; a random install id for notification taps and daily fetch counts',
      'at least 12 testers opted in for 14 days',
      'Targets Android API level 36',
    ])
      expect(guide).toContain(expected);
    expect(
      readZip(kit({ screenshots: [{ format: 'jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff]) }] }).zip).has(
        'screenshots/phone-1.jpg',
      ),
    ).toBe(true);
  });
});

describe('text layout', () => {
  it('keeps a short name on one line at the largest size and wraps a long one, ending in an ellipsis at the least', () => {
    expect(fitText('Chaiwala', 500, 88, 44, 2)).toEqual({ size: 88, lines: ['Chaiwala'] });
    const long = fitText(
      'Sri Lakshmi Venkateswara Traders and Wholesale Distributors of Andhra Pradesh',
      500,
      88,
      44,
      2,
    );
    expect(long.size).toBe(44);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1]!.endsWith('…')).toBe(true);
    for (const line of long.lines) expect(textWidth(line, long.size)).toBeLessThanOrEqual(500);
  });
});
