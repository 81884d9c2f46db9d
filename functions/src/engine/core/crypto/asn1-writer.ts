import { concatBytes, utf8 } from '../bytes/byte-writer.js';

/** Universal tags (X.690) we emit. */
export const Tag = {
  INTEGER: 0x02,
  BIT_STRING: 0x03,
  OCTET_STRING: 0x04,
  NULL: 0x05,
  OID: 0x06,
  UTF8_STRING: 0x0c,
  BMP_STRING: 0x1e,
  UTC_TIME: 0x17,
  GENERALIZED_TIME: 0x18,
  SEQUENCE: 0x30,
  SET: 0x31,
} as const;

function encodeLength(length: number): Uint8Array {
  if (length < 0x80) return Uint8Array.of(length);
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
}

/** One DER TLV. Every helper below returns finished DER, so structures compose by nesting calls. */
export function tlv(tag: number, content: Uint8Array): Uint8Array {
  return concatBytes([Uint8Array.of(tag), encodeLength(content.length), content]);
}

export const sequence = (...items: Uint8Array[]): Uint8Array => tlv(Tag.SEQUENCE, concatBytes(items));

/** SET OF in DER: elements sorted by their encodings (X.690 11.6). */
export function setOf(...items: Uint8Array[]): Uint8Array {
  const sorted = [...items].sort((a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return a.length - b.length;
  });
  return tlv(Tag.SET, concatBytes(sorted));
}

/** [n] EXPLICIT: a constructed context tag wrapping a whole TLV. */
export const explicit = (n: number, inner: Uint8Array): Uint8Array => tlv(0xa0 | n, inner);
/** [n] IMPLICIT constructed: the context tag replaces a SEQUENCE/SET tag. */
export const implicitConstructed = (n: number, content: Uint8Array): Uint8Array => tlv(0xa0 | n, content);

/** INTEGER from unsigned big-endian magnitude bytes (a leading zero is added when the high bit is set). */
export function unsignedInteger(magnitude: Uint8Array): Uint8Array {
  let start = 0;
  while (start < magnitude.length - 1 && magnitude[start] === 0) start++;
  const trimmed = magnitude.subarray(start);
  return tlv(Tag.INTEGER, trimmed[0]! & 0x80 ? concatBytes([Uint8Array.of(0), trimmed]) : trimmed);
}

export function integer(value: number): Uint8Array {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`integer ${value} out of range`);
  const bytes: number[] = [];
  for (let n = value; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
  return unsignedInteger(Uint8Array.from(bytes.length ? bytes : [0]));
}

export function oid(dotted: string): Uint8Array {
  const parts = dotted.split('.').map(Number);
  const [first = 0, second = 0, ...rest] = parts;
  const out: number[] = [first * 40 + second];
  for (const part of rest) {
    const chunk: number[] = [part & 0x7f];
    for (let n = Math.floor(part / 128); n > 0; n = Math.floor(n / 128)) chunk.unshift(0x80 | (n & 0x7f));
    out.push(...chunk);
  }
  return tlv(Tag.OID, Uint8Array.from(out));
}

const nullValue = (): Uint8Array => Uint8Array.of(Tag.NULL, 0);
export const octetString = (bytes: Uint8Array): Uint8Array => tlv(Tag.OCTET_STRING, bytes);
export const bitString = (bytes: Uint8Array): Uint8Array => tlv(Tag.BIT_STRING, concatBytes([Uint8Array.of(0), bytes]));
export const utf8String = (text: string): Uint8Array => tlv(Tag.UTF8_STRING, utf8.encode(text));

/** BMPString: UTF-16BE, as PKCS#12 friendlyName uses. */
export function bmpString(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    bytes[i * 2] = text.charCodeAt(i) >> 8;
    bytes[i * 2 + 1] = text.charCodeAt(i) & 0xff;
  }
  return tlv(Tag.BMP_STRING, bytes);
}

/** RFC 5280 4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050; always UTC, whole seconds. */
export function time(date: Date): Uint8Array {
  const iso = date.toISOString();
  const digits =
    iso.slice(0, 4) + iso.slice(5, 7) + iso.slice(8, 10) + iso.slice(11, 13) + iso.slice(14, 16) + iso.slice(17, 19);
  const year = date.getUTCFullYear();
  if (year < 1950 || year > 9999) throw new Error(`certificate year ${year} out of range`);
  return year < 2050
    ? tlv(Tag.UTC_TIME, utf8.encode(`${digits.slice(2)}Z`))
    : tlv(Tag.GENERALIZED_TIME, utf8.encode(`${digits}Z`));
}

export const algorithm = (id: string, parameters: Uint8Array | null = nullValue()): Uint8Array =>
  parameters ? sequence(oid(id), parameters) : sequence(oid(id));
