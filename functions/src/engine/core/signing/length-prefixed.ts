import { ByteReader, FormatError } from '../bytes/byte-reader.js';
import { ByteWriter, concatBytes } from '../bytes/byte-writer.js';

export class SigningBlockFormatError extends FormatError {}

/** u32 little-endian length followed by the bytes (the APK Signature Scheme encoding). */
export function lengthPrefixed(...parts: Uint8Array[]): Uint8Array {
  const body = concatBytes(parts);
  return new ByteWriter(4 + body.length).u32(body.length).raw(body).finish();
}

export function u32(value: number): Uint8Array {
  return new ByteWriter(4).u32(value).finish();
}

/** A sequence of length-prefixed elements, itself length-prefixed. */
export function lengthPrefixedSequence(items: Uint8Array[]): Uint8Array {
  return lengthPrefixed(...items.map((item) => lengthPrefixed(item)));
}

/** (u32 id, length-prefixed bytes) pairs as used for digests and signatures. */
export function idAndBytes(id: number, bytes: Uint8Array): Uint8Array {
  return concatBytes([u32(id), lengthPrefixed(bytes)]);
}

const fail = (message: string) => new SigningBlockFormatError(`signing block: ${message}`);

export function reader(bytes: Uint8Array): ByteReader {
  return new ByteReader(bytes, fail);
}

/** Reads one length-prefixed field. */
export function readLengthPrefixed(from: ByteReader): Uint8Array {
  return from.take(from.u32());
}

/** Splits a length-prefixed sequence into its elements. */
export function readSequence(bytes: Uint8Array): Uint8Array[] {
  const from = reader(bytes);
  const items: Uint8Array[] = [];
  while (from.remaining > 0) items.push(readLengthPrefixed(from));
  return items;
}

export function readIdAndBytes(bytes: Uint8Array): { id: number; value: Uint8Array } {
  const from = reader(bytes);
  const id = from.u32();
  const value = readLengthPrefixed(from);
  if (from.remaining) throw fail('trailing bytes after an id/value pair');
  return { id, value };
}
