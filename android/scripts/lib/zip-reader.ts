import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

/**
 * Just enough of a zip reader for jars (android.jar, the stub jar, dx's jar): the central
 * directory, stored and deflated entries. No zip64, no encryption; both fail loudly.
 */
export class ZipReader {
  private readonly entries = new Map<string, ZipEntry>();

  constructor(private readonly bytes: Uint8Array) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const end = findEndOfCentralDirectory(view);
    const count = view.getUint16(end + 10, true);
    let offset = view.getUint32(end + 16, true);
    for (let i = 0; i < count; i++) {
      if (view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY)
        throw new Error(`zip: bad central directory entry at ${offset}`);
      const nameLength = view.getUint16(offset + 28, true);
      const extraLength = view.getUint16(offset + 30, true);
      const commentLength = view.getUint16(offset + 32, true);
      const name = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
      this.entries.set(name, {
        method: view.getUint16(offset + 10, true),
        compressedSize: view.getUint32(offset + 20, true),
        size: view.getUint32(offset + 24, true),
        localHeaderOffset: view.getUint32(offset + 42, true),
      });
      offset += 46 + nameLength + extraLength + commentLength;
    }
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes, or null when the archive has no such entry. */
  read(name: string): Uint8Array | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    const at = entry.localHeaderOffset;
    if (view.getUint32(at, true) !== LOCAL_FILE_HEADER) throw new Error(`zip: bad local header for ${name}`);
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const data = this.bytes.subarray(start, start + entry.compressedSize);
    const content =
      entry.method === STORED ? data : entry.method === DEFLATED ? new Uint8Array(inflateRawSync(data)) : null;
    if (!content) throw new Error(`zip: ${name} uses compression method ${entry.method}`);
    if (content.length !== entry.size)
      throw new Error(`zip: ${name} inflated to ${content.length} bytes, expected ${entry.size}`);
    return content;
  }
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new Error('zip: no end of central directory record');
}
