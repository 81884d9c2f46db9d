import { beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../__tests__/support/test-key.js';
import { certificateFingerprint } from '../../core/crypto/x509.js';
import { readZip } from '../../core/zip/zip-reader.js';
import { writeZip } from '../../core/zip/zip-writer.js';
import { buildBundle, verifyBundle } from '../../index.js';

let signed: Uint8Array;
let files: [string, Uint8Array][];

beforeAll(async () => {
  signed = (await buildBundle({ url: 'https://example.com', appName: 'Signed' }, testKey())).bytes;
  files = [...readZip(signed)];
});

const zip = (entries: [string, Uint8Array][]) =>
  writeZip(entries.map(([name, data]) => ({ name, data, stored: false })));
const text = (value: string) => new TextEncoder().encode(value);

/** Renames an entry in place (local and central headers), e.g. to make two entries share a name. */
function rename(bytes: Uint8Array, from: string, to: string): Uint8Array {
  const out = new Uint8Array(bytes);
  const [a, b] = [text(from), text(to)];
  for (let at = 0; at <= out.length - a.length; at++) if (a.every((v, i) => out[at + i] === v)) out.set(b, at);
  return out;
}

describe('verifyBundle', () => {
  it('verifies the JAR signature of the upload key and names its certificate', () => {
    expect(verifyBundle(signed)).toEqual({
      ok: true,
      signed: true,
      issues: [],
      certificateSha256: certificateFingerprint(testKey().certificate),
    });
  });

  it('finds a file changed after signing', () => {
    const tampered = zip(files.map(([name, data]) => [name, name === 'base/assets/config.json' ? text('{}') : data]));
    const result = verifyBundle(tampered);
    expect(result).toMatchObject({ ok: false, signed: false });
    expect(result.issues).toContain('v1: digest of base/assets/config.json does not match');
  });

  it('finds a file added after signing, and an unsigned bundle', () => {
    const added = verifyBundle(zip([...files, ['base/assets/extra.txt', text('x')]]));
    expect(added.issues).toContain('v1: base/assets/extra.txt is not covered by MANIFEST.MF');
    const unsigned = verifyBundle(zip(files.filter(([name]) => !name.startsWith('META-INF/'))));
    expect(unsigned).toMatchObject({ ok: false, signed: false });
    expect(unsigned.issues).toContain('v1: MANIFEST.MF, CERT.SF or CERT.RSA missing');
  });

  it('reports malformed zip entries: folders, absolute and parent paths, duplicates', () => {
    const odd = zip([...files, ['base/assets/', new Uint8Array(0)], ['/base/x', text('x')], ['base/../x', text('x')]]);
    const issues = verifyBundle(odd).issues;
    expect(issues).toContain("The bundle contains the folder entry 'base/assets/', which is not allowed.");
    expect(issues).toContain("The bundle contains an entry starting with /: '/base/x'.");
    expect(issues).toContain("The bundle contains the malformed entry name 'base/../x'.");
    const pair = zip([...files, ['base/assets/a.txt', text('a')], ['base/assets/b.txt', text('b')]]);
    const twice = verifyBundle(rename(pair, 'base/assets/b.txt', 'base/assets/a.txt'));
    expect(twice.issues).toContain("The bundle contains 'base/assets/a.txt' twice.");
  });

  it('never throws, even on bytes that are no zip', () => {
    expect(verifyBundle(text('not a bundle'))).toMatchObject({
      ok: false,
      signed: false,
      issues: [expect.stringMatching(/^unreadable bundle/)],
    });
  });
});
