import { describe, expect, it } from 'vitest';
import { rotatedTestKey, testKey, withSerial } from '../../../__tests__/support/test-key.js';
import { parseDer } from '../../crypto/asn1-reader.js';
import { explicit, sequence, setOf, Tag, tlv } from '../../crypto/asn1-writer.js';
import { privateKeyFromPkcs8 } from '../../crypto/keys.js';
import { createDetachedSignedData, parseSignedData, verifyDetachedSignedData } from '../../crypto/pkcs7.js';
import { crc32 } from 'node:zlib';
import { findEndOfCentralDirectory, readZip, readZipEntries } from '../../zip/zip-reader.js';
import type { ZipEntryInput } from '../../zip/zip-writer.js';
import { chunkedSha256 } from '../content-digest.js';
import { parseJarManifest } from '../jar-manifest.js';
import { rotateLineage } from '../lineage.js';
import { verifySchemeBlock } from '../scheme-verifier.js';
import { signApk } from '../sign-apk.js';
import { findSigningBlock, insertSigningBlock, writeSigningBlock } from '../signing-block.js';
import { STRIPPING_PROTECTION_ATTR_ID, V2_BLOCK_ID, V3_BLOCK_ID } from '../signing-constants.js';
import { verifySignatures } from '../verify-signatures.js';

const text = (s: string) => new TextEncoder().encode(s);
const entries: ZipEntryInput[] = [
  { name: 'AndroidManifest.xml', data: text('<manifest/>'.repeat(20)), stored: false },
  { name: 'resources.arsc', data: new Uint8Array(1000).fill(7), stored: true, alignment: 4 },
  { name: `res/${'very-long-directory-name/'.repeat(4)}file.xml`, data: text('x'), stored: false },
];

function signed(options: { v1?: boolean; v3?: boolean } = { v1: true, v3: true }): Uint8Array {
  const key = testKey();
  return signApk(entries, key.certificate, privateKeyFromPkcs8(key.privateKeyPkcs8), options);
}

describe('v1 + v2 + v3 signing -> our verifier', () => {
  it('verifies all three schemes and is deterministic (PKCS#1 v1.5 signatures)', () => {
    const apk = signed();
    const result = verifySignatures(apk);
    expect(result.issues).toEqual([]);
    expect(result.schemes).toEqual({ v1: true, v2: true, v3: true });
    expect(signed()).toEqual(apk);
  });

  it('signs APKs with v2 alone by default (minSdk 24, no key rotation): no META-INF, no v3, no stripping marker', () => {
    const key = testKey();
    const apk = signApk(entries, key.certificate, privateKeyFromPkcs8(key.privateKeyPkcs8));
    expect([...readZip(apk).keys()].filter((name) => name.startsWith('META-INF/'))).toEqual([]);
    expect(verifySignatures(apk)).toMatchObject({ ok: true, schemes: { v1: false, v2: true, v3: false }, issues: [] });
    expect(signed({})).toEqual(apk);
    const block = findSigningBlock(apk)!;
    expect(block.pairs.map((p) => p.id)).toEqual([V2_BLOCK_ID]);
    // A v2 signer naming v3 without a v3 block is refused by the platform: ours names none.
    expect(verifySchemeBlock(apk, block.start, block.pairs[0]!.value, 2).attributes.size).toBe(0);
  });

  it('v1 without v3 names scheme 2 alone in its X-Android-APK-Signed marker', () => {
    const apk = signed({ v1: true });
    expect(parseJarManifest(readZip(apk).get('META-INF/CERT.SF')!).main.attributes.get('X-Android-APK-Signed')).toBe(
      '2',
    );
    expect(verifySignatures(apk)).toMatchObject({ ok: true, schemes: { v1: true, v2: true, v3: false }, issues: [] });
  });

  it('writes a JAR signature with SHA-256 digests, wrapped lines and the APK-Signed marker', () => {
    const files = readZip(signed());
    const manifest = files.get('META-INF/MANIFEST.MF')!;
    for (const line of new TextDecoder().decode(manifest).split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(70);
    const parsed = parseJarManifest(manifest);
    expect([...parsed.entries.keys()]).toEqual(entries.map((e) => e.name).sort());
    const sf = parseJarManifest(files.get('META-INF/CERT.SF')!);
    expect(sf.main.attributes.get('X-Android-APK-Signed')).toBe('2, 3');
    const block = parseSignedData(files.get('META-INF/CERT.RSA')!);
    expect(block.signers[0]!.hasSignedAttributes).toBe(false);
  });

  it('names the v1 signer by issuer and the serial number exactly as its certificate encodes it', () => {
    // A negative serial (some older tools wrote them) re-encoded as unsigned would name no certificate.
    const key = withSerial(testKey(), [0x85, 0x01, 0x02]);
    const content = Uint8Array.of(1, 2, 3);
    const pkcs7 = createDetachedSignedData(content, key.certificate, privateKeyFromPkcs8(key.privateKeyPkcs8));
    expect(verifyDetachedSignedData(pkcs7, content).issues).toEqual([]);
    // The same block naming serial +0x850102 (what an unsigned re-encoding gives) must find no signer.
    const contentInfo = parseDer(pkcs7);
    const signedData = contentInfo.child(1).child(0);
    const signerInfo = signedData.child(4).child(0);
    const fields = signerInfo.children.map((field) => field.encoded);
    fields[1] = sequence(signerInfo.child(1).child(0).encoded, tlv(Tag.INTEGER, Uint8Array.of(0x00, 0x85, 0x01, 0x02)));
    const renamed = sequence(
      contentInfo.child(0).encoded,
      explicit(0, sequence(...signedData.children.slice(0, 4).map((c) => c.encoded), setOf(sequence(...fields)))),
    );
    expect(verifyDetachedSignedData(renamed, content).issues).toEqual([
      'signer certificate not found in the signature block',
    ]);
  });

  it('puts v2 (with stripping protection) and v3 blocks before the central directory', () => {
    const apk = signed();
    const block = findSigningBlock(apk)!;
    expect(block.pairs.map((p) => p.id)).toEqual([V2_BLOCK_ID, V3_BLOCK_ID]);
    const result = verifySignatures(apk);
    expect(result.certificate?.der).toEqual(testKey().certificate);
    const v2 = verifySchemeBlock(apk, block.start, block.pairs[0]!.value, 2);
    // The v2 signer names scheme 3 so that stripping the v3 block is detected.
    expect([...v2.attributes.get(STRIPPING_PROTECTION_ATTR_ID)!]).toEqual([3, 0, 0, 0]);
  });

  it('detects a modified entry in every scheme', () => {
    const result = verifySignatures(tamperStoredEntry(signed(), 'resources.arsc'));
    expect(result.schemes).toEqual({ v1: false, v2: false, v3: false });
    expect(result.issues.join('\n')).toMatch(/v1: digest of resources.arsc/);
    expect(result.issues.join('\n')).toMatch(/v2: content digest/);
    expect(result.issues.join('\n')).toMatch(/v3: content digest/);
  });

  it('reports a stripped v3 block (the v2 signer and the v1 marker still name it) and a missing signing block', () => {
    const apk = signed();
    const block = findSigningBlock(apk)!;
    const unsigned = stripSigningBlock(apk);
    const v2Only = insertSigningBlock(unsigned, writeSigningBlock(block.pairs.filter((p) => p.id === V2_BLOCK_ID)));
    expect(verifySignatures(v2Only).issues).toEqual(
      expect.arrayContaining([
        'v2: names scheme v3 (stripping protection) but there is no v3 block',
        'v1: X-Android-APK-Signed names absent scheme 3',
      ]),
    );
    expect(verifySignatures(v2Only).ok).toBe(false);
    expect(verifySignatures(unsigned).issues).toContain('no APK Signing Block');
  });

  it('digests each section in 1 MiB chunks: only chunk boundaries matter, not how sections are sliced', () => {
    const big = new Uint8Array(3 * 1024 * 1024 + 5).fill(1);
    const mib = 1024 * 1024;
    expect(chunkedSha256([big])).toEqual(
      chunkedSha256([big.subarray(0, mib), big.subarray(mib, 2 * mib), big.subarray(2 * mib)]),
    );
    expect(chunkedSha256([big])).not.toEqual(chunkedSha256([big.subarray(0, 1000), big.subarray(1000)]));
  });
});

describe('signing after a key rotation', () => {
  const old = testKey();
  const next = rotatedTestKey();
  const original = { privateKey: privateKeyFromPkcs8(old.privateKeyPkcs8), certificate: old.certificate };
  const lineage = rotateLineage([], original, next.certificate);
  const sign = (options: Parameters<typeof signApk>[3]) =>
    signApk(entries, next.certificate, privateKeyFromPkcs8(next.privateKeyPkcs8), options);

  it('signs v1 and v2 with the original key and v3 with the new key and the lineage, which our verifier follows', () => {
    const apk = sign({ v1: true, rotation: { lineage, original } });
    const result = verifySignatures(apk);
    expect(result.issues).toEqual([]);
    expect(result).toMatchObject({ ok: true, schemes: { v1: true, v2: true, v3: true } });
    expect(result.certificate?.der).toEqual(next.certificate);
    expect(result.lineage?.map((c) => c.der)).toEqual([old.certificate, next.certificate]);
    const block = findSigningBlock(apk)!;
    const v2 = verifySchemeBlock(apk, block.start, block.pairs[0]!.value, 2);
    expect(v2.certificates[0]!.der).toEqual(old.certificate);
    expect([...v2.attributes.get(STRIPPING_PROTECTION_ATTR_ID)!]).toEqual([3, 0, 0, 0]);
  });

  it('refuses a lineage that does not lead from the original key to the signer', () => {
    expect(() => sign({ rotation: { lineage: lineage.slice(0, 1), original } })).toThrow(/end with the signing/);
    const notOriginal = { privateKey: privateKeyFromPkcs8(next.privateKeyPkcs8), certificate: next.certificate };
    expect(() => sign({ rotation: { lineage, original: notOriginal } })).toThrow(/start with the original/);
  });

  it('reports v2 signed by the new key beside a lineage (Android 7 and 8 would refuse the update)', () => {
    const v3Apk = sign({ rotation: { lineage, original } });
    const v2New = sign({ v3: true });
    const block = findSigningBlock(v2New)!;
    const mixed = insertSigningBlock(
      stripSigningBlock(v2New),
      writeSigningBlock([block.pairs[0]!, findSigningBlock(v3Apk)!.pairs[1]!]),
    );
    // The v3 block of the other APK no longer matches this content either: both problems are named.
    expect(verifySignatures(mixed).issues).toEqual(
      expect.arrayContaining(['v1/v2 are not signed by the first certificate of the v3 lineage']),
    );
  });
});

function stripSigningBlock(apk: Uint8Array): Uint8Array {
  const block = findSigningBlock(apk)!;
  const view = new DataView(apk.buffer, apk.byteOffset);
  const eocd = apk.length - 22;
  const cd = view.getUint32(eocd + 16, true);
  const size = cd - block.start;
  const out = new Uint8Array(apk.length - size);
  out.set(apk.subarray(0, block.start));
  out.set(apk.subarray(cd), block.start);
  new DataView(out.buffer).setUint32(out.length - 22 + 16, block.start, true);
  return out;
}

/** Flips a byte of a stored entry and fixes its CRC in both headers, so only the signatures can notice. */
function tamperStoredEntry(apk: Uint8Array, name: string): Uint8Array {
  const out = apk.slice();
  const entry = readZipEntries(out).find((e) => e.name === name)!;
  out[entry.dataOffset] = out[entry.dataOffset]! ^ 1;
  const crc = crc32(out.subarray(entry.dataOffset, entry.dataOffset + entry.size));
  const view = new DataView(out.buffer);
  view.setUint32(entry.localHeaderOffset + 14, crc, true);
  const eocd = findEndOfCentralDirectory(out);
  for (
    let at = eocd.centralDirectoryOffset;
    at < eocd.offset;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  ) {
    if (view.getUint32(at + 42, true) === entry.localHeaderOffset) view.setUint32(at + 16, crc, true);
  }
  return out;
}
