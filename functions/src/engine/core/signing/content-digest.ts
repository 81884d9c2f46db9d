import { createHash } from 'node:crypto';
import { ByteWriter } from '../bytes/byte-writer.js';
import { findEndOfCentralDirectory } from '../zip/zip-reader.js';
import { CHUNK_PREFIX, CONTENT_CHUNK_SIZE, TOP_LEVEL_PREFIX } from './signing-constants.js';

/**
 * The v2/v3 content digest: each section (entries, central directory, EOCD) is cut into 1 MiB chunks;
 * each chunk is hashed as 0xa5 || u32 length || bytes, and the top level as 0x5a || u32 count || chunk digests.
 */
export function chunkedSha256(sections: readonly Uint8Array[]): Uint8Array {
  const chunkDigests: Buffer[] = [];
  for (const section of sections) {
    for (let at = 0; at < section.length; at += CONTENT_CHUNK_SIZE) {
      const chunk = section.subarray(at, Math.min(section.length, at + CONTENT_CHUNK_SIZE));
      const prefix = new ByteWriter(5).u8(CHUNK_PREFIX).u32(chunk.length).finish();
      chunkDigests.push(createHash('sha256').update(prefix).update(chunk).digest());
    }
  }
  const top = createHash('sha256').update(new ByteWriter(5).u8(TOP_LEVEL_PREFIX).u32(chunkDigests.length).finish());
  for (const digest of chunkDigests) top.update(digest);
  return new Uint8Array(top.digest());
}

/** The three digested sections of an APK whose signing block starts (or will start) at `blockStart`. */
export function digestSections(apk: Uint8Array, blockStart: number): Uint8Array[] {
  const eocd = findEndOfCentralDirectory(apk);
  const entries = apk.subarray(0, blockStart);
  const centralDirectory = apk.subarray(eocd.centralDirectoryOffset, eocd.offset);
  // The EOCD is digested as if its central-directory offset pointed at the signing block.
  const eocdCopy = apk.slice(eocd.offset);
  new DataView(eocdCopy.buffer).setUint32(16, blockStart, true);
  return [entries, centralDirectory, eocdCopy];
}
