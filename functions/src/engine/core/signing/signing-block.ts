import { ByteWriter, concatBytes, equalBytes } from '../bytes/byte-writer.js';
import { findEndOfCentralDirectory } from '../zip/zip-reader.js';
import { reader, SigningBlockFormatError } from './length-prefixed.js';
import { SIGNING_BLOCK_FOOTER_SIZE, SIGNING_BLOCK_MAGIC } from './signing-constants.js';

export interface SigningBlockPair {
  id: number;
  value: Uint8Array;
}

/** Serialises the APK Signing Block: u64 size, (u64 length, u32 id, value) pairs, u64 size, magic. */
export function writeSigningBlock(pairs: readonly SigningBlockPair[]): Uint8Array {
  const pairsSize = pairs.reduce((sum, p) => sum + 8 + 4 + p.value.length, 0);
  const sizeField = pairsSize + SIGNING_BLOCK_FOOTER_SIZE;
  const out = new ByteWriter(8 + sizeField);
  out.u64(sizeField);
  for (const pair of pairs)
    out
      .u64(4 + pair.value.length)
      .u32(pair.id)
      .raw(pair.value);
  out.u64(sizeField).raw(SIGNING_BLOCK_MAGIC);
  return out.finish();
}

/** Inserts a signing block right before the central directory and moves the EOCD's offset past it. */
export function insertSigningBlock(unsignedApk: Uint8Array, block: Uint8Array): Uint8Array {
  const eocd = findEndOfCentralDirectory(unsignedApk);
  const cd = eocd.centralDirectoryOffset;
  const signed = concatBytes([unsignedApk.subarray(0, cd), block, unsignedApk.subarray(cd)]);
  new DataView(signed.buffer).setUint32(eocd.offset + block.length + 16, cd + block.length, true);
  return signed;
}

export interface LocatedSigningBlock {
  start: number;
  pairs: SigningBlockPair[];
}

/** Finds the signing block before the central directory; null when the APK has none. */
export function findSigningBlock(apk: Uint8Array): LocatedSigningBlock | null {
  const eocd = findEndOfCentralDirectory(apk);
  const cd = eocd.centralDirectoryOffset;
  if (cd < SIGNING_BLOCK_FOOTER_SIZE + 8) return null;
  if (!equalBytes(apk.subarray(cd - 16, cd), SIGNING_BLOCK_MAGIC)) return null;
  const r = reader(apk);
  r.offset = cd - SIGNING_BLOCK_FOOTER_SIZE;
  const size = r.u64();
  const start = cd - size - 8;
  if (start < 0) throw new SigningBlockFormatError('signing block: size points before the file start');
  r.offset = start;
  if (r.u64() !== size) throw new SigningBlockFormatError('signing block: header and footer sizes differ');
  const pairs: SigningBlockPair[] = [];
  while (r.offset < cd - SIGNING_BLOCK_FOOTER_SIZE) {
    const length = r.u64();
    if (length < 4 || r.offset + length > cd - SIGNING_BLOCK_FOOTER_SIZE)
      throw new SigningBlockFormatError('signing block: bad pair length');
    const id = r.u32();
    pairs.push({ id, value: r.take(length - 4) });
  }
  return { start, pairs };
}
