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
 * Signs with v1, v2 and v3 in the order apksigner does: the JAR signature files become zip entries,
 * then the whole archive is digested and the APK Signing Block goes in front of the central directory.
 */
export function signApk(entries: readonly ZipEntryInput[], certificate: Uint8Array, privateKey: KeyObject): Uint8Array {
  const v1Files = signV1(entries, certificate, privateKey);
  const unsigned = writeZip([...entries, ...v1Files.map((f) => ({ ...f, stored: false }))]);
  const blockStart = findEndOfCentralDirectory(unsigned).centralDirectoryOffset;
  const digest = chunkedSha256(digestSections(unsigned, blockStart));
  const key = { privateKey, certificate, publicKeySpki: spkiOf(privateKey) };
  const block = writeSigningBlock([
    { id: V2_BLOCK_ID, value: v2BlockValue(digest, key) },
    { id: V3_BLOCK_ID, value: v3BlockValue(digest, key) },
  ]);
  return insertSigningBlock(unsigned, block);
}
