import { describe, expect, it } from 'vitest';
import { assetLinksJson, assetLinksStatements, normalizeSha256Fingerprint } from '../asset-links.js';

const HEX = '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5';
const PLAIN = HEX.replace(/:/g, '');

describe('normalizeSha256Fingerprint', () => {
  it.each([
    [HEX, HEX],
    [HEX.toLowerCase(), HEX],
    [PLAIN, HEX],
    [PLAIN.toLowerCase(), HEX],
    [`  ${HEX}\n`, HEX],
  ])('%j -> upper-case colon form', (input, expected) => {
    expect(normalizeSha256Fingerprint(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    [PLAIN.slice(2), '31 bytes'],
    [`${PLAIN}00`, '33 bytes'],
    [HEX.slice(3), '31 pairs with colons'],
    [`${HEX}:00`, '33 pairs with colons'],
    [PLAIN.replace('14', '1G'), 'not hex'],
    [HEX.replace(':', ''), 'colons in some places only'],
    [HEX.replace(/:/g, ' '), 'spaces between pairs'],
    ['14:6D', 'too short'],
    ['SHA256: ' + HEX, 'a label in front'],
  ])('%j is refused (%s)', (input) => {
    expect(normalizeSha256Fingerprint(input)).toBeNull();
  });
});

describe('assetLinksJson', () => {
  it('lists the app with its fingerprints under handle_all_urls, as Android reads it', () => {
    const play = 'AB'.repeat(32);
    expect(JSON.parse(assetLinksJson('in.example.shop', [HEX, play]))).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'in.example.shop',
          sha256_cert_fingerprints: [HEX, 'AB:'.repeat(31) + 'AB'],
        },
      },
    ]);
  });

  it('is indented text with a final newline, and names each fingerprint once', () => {
    const text = assetLinksJson('in.example.shop', [HEX, PLAIN.toLowerCase()]);
    expect(text.endsWith(']\n')).toBe(true);
    expect(text).toContain('\n  {\n    "relation": [');
    expect(assetLinksStatements('in.example.shop', [HEX, PLAIN])[0]!.target.sha256_cert_fingerprints).toEqual([HEX]);
  });

  it('refuses a value that is not a fingerprint rather than writing a file Android would ignore', () => {
    expect(() => assetLinksJson('in.example.shop', [HEX, 'nope'])).toThrow(/not a SHA-256 fingerprint/);
  });
});
