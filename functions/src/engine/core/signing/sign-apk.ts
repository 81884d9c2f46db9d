import type { KeyObject } from 'node:crypto';
import { spkiOf } from '../crypto/keys.js';
import { writeZip, type ZipEntryInput } from '../zip/zip-writer.js';
import { findEndOfCentralDirectory } from '../zip/zip-reader.js';
import { chunkedSha256, digestSections } from './content-digest.js';
import { v2BlockValue, v3BlockValue } from './scheme-signer.js';
import { insertSigningBlock, writeSigningBlock } from './signing-block.js';
import { V2_BLOCK_ID, V3_BLOCK_ID } from './signing-constants.js';
import { signV1 } from './v1-signer.js';

/**
 * Signs with APK Signature Scheme v2: the whole archive is digested and the APK Signing Block goes in
 * front of the central directory. That is all a minSdk 24 app needs (docs/shell-contract.md, "Signing"):
 * - v1 (JAR) is read only below API 24, by devices that cannot install the app; its META-INF files would
 *   cost 2.8 KB of the 32 KiB budget (apksigner itself leaves v1 out for minSdk 24).
 * - v3 adds to v2 only key rotation (a proof-of-rotation lineage, API 28+); without a lineage it repeats
 *   the v2 signer, certificate included, for 1.5-1.9 KB. A build that rotates a key passes `v3: true`.
 * `v1: true` adds a JAR signature in apksigner's order: its files first, then the block over them.
 */
export function signApk(
  entries: readonly ZipEntryInput[],
  certificate: Uint8Array,
  privateKey: KeyObject,
  options: { v1?: boolean; v3?: boolean } = {},
): Uint8Array {
  const withV3 = options.v3 === true;
  const schemes = withV3 ? [2, 3] : [2];
  const v1Files = options.v1
    ? signV1(entries, certificate, privateKey, schemes).map((f) => ({ ...f, stored: false }))
    : [];
  const unsigned = writeZip([...entries, ...v1Files]);
  const blockStart = findEndOfCentralDirectory(unsigned).centralDirectoryOffset;
  const digest = chunkedSha256(digestSections(unsigned, blockStart));
  const key = { privateKey, certificate, publicKeySpki: spkiOf(privateKey) };
  const block = writeSigningBlock([
    { id: V2_BLOCK_ID, value: v2BlockValue(digest, key, withV3) },
    ...(withV3 ? [{ id: V3_BLOCK_ID, value: v3BlockValue(digest, key) }] : []),
  ]);
  return insertSigningBlock(unsigned, block);
}
