import type { KeyObject } from 'node:crypto';
import { equalBytes } from '../bytes/byte-writer.js';
import { spkiOf } from '../crypto/keys.js';
import { writeZip, type ZipEntryInput } from '../zip/zip-writer.js';
import { findEndOfCentralDirectory } from '../zip/zip-reader.js';
import { chunkedSha256, digestSections } from './content-digest.js';
import { LineageFormatError, type LineageNode } from './lineage-format.js';
import { v2BlockValue, v3BlockValue } from './scheme-signer.js';
import { insertSigningBlock, writeSigningBlock } from './signing-block.js';
import { V2_BLOCK_ID, V3_BLOCK_ID } from './signing-constants.js';
import { signV1 } from './v1-signer.js';

interface ApkSigner {
  privateKey: KeyObject;
  certificate: Uint8Array;
}

/** After a key rotation: the lineage from the first certificate to the signer's, and the first key itself. */
export interface SignerRotation {
  lineage: readonly LineageNode[];
  original: ApkSigner;
}

export interface SignOptions {
  /** A JAR signature too (only devices below API 24 read it; an App Bundle is a plain signed JAR). */
  v1?: boolean;
  /** APK Signature Scheme v3 beside v2 (always on with a rotation). */
  v3?: boolean;
  rotation?: SignerRotation;
}

function checkRotation(signer: ApkSigner, rotation: SignerRotation): void {
  const first = rotation.lineage[0];
  const last = rotation.lineage[rotation.lineage.length - 1];
  if (!first || !last || !equalBytes(last.certificate, signer.certificate))
    throw new LineageFormatError('lineage: it does not end with the signing certificate');
  if (!equalBytes(first.certificate, rotation.original.certificate))
    throw new LineageFormatError('lineage: it does not start with the original signing certificate');
}

/**
 * Signs with APK Signature Scheme v2, and v3 when asked or rotated (app/build-apk.ts signAppEntries decides): the whole archive is digested and the APK Signing Block goes in front of
 * the central directory (docs/shell-contract.md "Signing"). v1 (JAR) is read only below API 24, by devices that cannot
 * install the app, so it is left out as apksigner does for minSdk 24; `v1: true` adds it in apksigner's order (its
 * files first, then the block over them). After a rotation the platforms that know only v2 (Android 7 and 8) must
 * still see the first key, so v2 (and v1) are signed by `rotation.original` and v3 by the current key with the
 * lineage, exactly as `apksigner sign --lineage` does; Android 9+ reads v3 and follows the lineage.
 */
export function signApk(
  entries: readonly ZipEntryInput[],
  certificate: Uint8Array,
  privateKey: KeyObject,
  options: SignOptions = {},
): Uint8Array {
  const { rotation } = options;
  const current: ApkSigner = { certificate, privateKey };
  if (rotation) checkRotation(current, rotation);
  const past = rotation?.original ?? current;
  const withV3 = options.v3 === true || rotation !== undefined;
  const schemes = withV3 ? [2, 3] : [2];
  const v1Files = options.v1
    ? signV1(entries, past.certificate, past.privateKey, schemes).map((f) => ({ ...f, stored: false }))
    : [];
  const unsigned = writeZip([...entries, ...v1Files]);
  const blockStart = findEndOfCentralDirectory(unsigned).centralDirectoryOffset;
  const digest = chunkedSha256(digestSections(unsigned, blockStart));
  const schemeKey = (signer: ApkSigner) => ({ ...signer, publicKeySpki: spkiOf(signer.privateKey) });
  const block = writeSigningBlock([
    { id: V2_BLOCK_ID, value: v2BlockValue(digest, schemeKey(past), withV3) },
    ...(withV3 ? [{ id: V3_BLOCK_ID, value: v3BlockValue(digest, schemeKey(current), rotation?.lineage) }] : []),
  ]);
  return insertSigningBlock(unsigned, block);
}
