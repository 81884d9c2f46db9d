import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MessageAttachmentExtension } from '../contracts/conversation.js';
import type { DeliverableFileExtension } from '../contracts/ops.js';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/**
 * The first bytes each attachable type starts with (support's deliverables and customers' attachments alike): a file
 * must be what its name says, whatever the browser declared.
 */
const MAGIC: Record<DeliverableFileExtension | MessageAttachmentExtension, number[]> = {
  apk: ZIP,
  aab: ZIP,
  zip: ZIP,
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
};

export function startsLike(
  extension: DeliverableFileExtension | MessageAttachmentExtension,
  head: Uint8Array,
): boolean {
  return MAGIC[extension].every((byte, index) => head[index] === byte);
}

/** Streams a stored file once: its size, lower-case hex SHA-256 and first bytes. */
export async function digestStream(stream: Readable): Promise<{ size: number; sha256: string; head: Buffer }> {
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    hash.update(bytes);
    size += bytes.length;
    if (head.length < 16) head = Buffer.concat([head, bytes.subarray(0, 16 - head.length)]);
  }
  return { size, sha256: hash.digest('hex'), head };
}
