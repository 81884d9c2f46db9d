import { concatBytes } from '../bytes/byte-writer.js';
import { FormatError } from '../bytes/byte-reader.js';
import { Tag } from './asn1-writer.js';

export class Asn1FormatError extends FormatError {}

const fail = (message: string) => new Asn1FormatError(`ASN.1: ${message}`);

/**
 * A parsed TLV. The reader accepts DER and the BER forms that PKCS#12 files from other tools
 * sometimes use (indefinite lengths, constructed OCTET STRINGs).
 */
export class Asn1Node {
  private cachedChildren: Asn1Node[] | undefined;

  constructor(
    readonly tag: number,
    /** The whole encoding, tag to end (for a definite form). */
    readonly encoded: Uint8Array,
    readonly content: Uint8Array,
    /** True for the BER indefinite-length form; its content excludes the end-of-contents marker. */
    readonly indefinite: boolean,
  ) {}

  get constructed(): boolean {
    return (this.tag & 0x20) !== 0;
  }

  get children(): Asn1Node[] {
    if (!this.constructed) throw fail(`tag 0x${this.tag.toString(16)} is primitive`);
    this.cachedChildren ??= parseAll(this.content);
    return this.cachedChildren;
  }

  child(index: number): Asn1Node {
    const node = this.children[index];
    if (!node) throw fail(`missing element ${index} in tag 0x${this.tag.toString(16)}`);
    return node;
  }

  expect(tag: number): this {
    if (this.tag !== tag) throw fail(`expected tag 0x${tag.toString(16)}, found 0x${this.tag.toString(16)}`);
    return this;
  }

  /** Unsigned big-endian magnitude of an INTEGER. */
  integerBytes(): Uint8Array {
    this.expect(Tag.INTEGER);
    let start = 0;
    while (start < this.content.length - 1 && this.content[start] === 0) start++;
    return this.content.subarray(start);
  }

  /** An INTEGER's value as minimal two's-complement bytes: equal values give equal bytes, the sign is kept. */
  signedIntegerBytes(): Uint8Array {
    this.expect(Tag.INTEGER);
    const c = this.content;
    let start = 0;
    while (
      start < c.length - 1 &&
      ((c[start] === 0 && c[start + 1]! < 0x80) || (c[start] === 0xff && c[start + 1]! >= 0x80))
    )
      start++;
    return c.subarray(start);
  }

  integer(): number {
    const bytes = this.integerBytes();
    if (bytes.length > 6) throw fail('integer too large');
    return bytes.reduce((n, b) => n * 256 + b, 0);
  }

  oid(): string {
    this.expect(Tag.OID);
    const parts: number[] = [];
    let value = 0;
    for (const byte of this.content) {
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) {
        if (parts.length === 0)
          parts.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
        else parts.push(value);
        value = 0;
      }
    }
    return parts.join('.');
  }

  octets(): Uint8Array {
    if (this.tag === Tag.OCTET_STRING) return this.content;
    if (this.tag === (Tag.OCTET_STRING | 0x20)) return concatBytes(this.children.map((c) => c.octets()));
    throw fail(`expected an OCTET STRING, found 0x${this.tag.toString(16)}`);
  }

  bitString(): Uint8Array {
    this.expect(Tag.BIT_STRING);
    if (this.content[0] !== 0) throw fail('bit string with unused bits');
    return this.content.subarray(1);
  }

  text(): string {
    if (this.tag === Tag.BMP_STRING) {
      let s = '';
      for (let i = 0; i + 1 < this.content.length; i += 2)
        s += String.fromCharCode((this.content[i]! << 8) | this.content[i + 1]!);
      return s;
    }
    return new TextDecoder().decode(this.content);
  }

  time(): Date {
    const text = this.text();
    const match = /^(\d{2}|\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
    if (!match || (this.tag === Tag.UTC_TIME) !== (match[1]!.length === 2)) throw fail(`bad time ${text}`);
    let year = Number(match[1]);
    if (this.tag === Tag.UTC_TIME) year += year < 50 ? 2000 : 1900;
    return new Date(
      Date.UTC(year, Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6])),
    );
  }
}

function parseOne(bytes: Uint8Array, at: number): { node: Asn1Node; end: number } {
  if (at + 2 > bytes.length) throw fail('truncated header');
  const tag = bytes[at]!;
  if ((tag & 0x1f) === 0x1f) throw fail('multi-byte tags are not supported');
  const lengthByte = bytes[at + 1]!;
  let cursor = at + 2;
  if (lengthByte === 0x80) {
    if (!(tag & 0x20)) throw fail('indefinite length on a primitive');
    // Indefinite form: children follow until an end-of-contents marker (00 00).
    let end = cursor;
    while (!(bytes[end] === 0 && bytes[end + 1] === 0)) {
      if (end >= bytes.length) throw fail('unterminated indefinite length');
      end = parseOne(bytes, end).end;
    }
    const content = bytes.subarray(cursor, end);
    return { node: new Asn1Node(tag, bytes.subarray(at, end + 2), content, true), end: end + 2 };
  }
  let length = lengthByte;
  if (lengthByte & 0x80) {
    const count = lengthByte & 0x7f;
    if (count > 4) throw fail('length too large');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[cursor++]!;
  }
  const end = cursor + length;
  if (end > bytes.length) throw fail(`length ${length} overruns the input`);
  return { node: new Asn1Node(tag, bytes.subarray(at, end), bytes.subarray(cursor, end), false), end };
}

function parseAll(bytes: Uint8Array): Asn1Node[] {
  const nodes: Asn1Node[] = [];
  let at = 0;
  while (at < bytes.length) {
    const { node, end } = parseOne(bytes, at);
    nodes.push(node);
    at = end;
  }
  return nodes;
}

/** Parses exactly one TLV spanning the whole input. */
export function parseDer(bytes: Uint8Array): Asn1Node {
  const { node, end } = parseOne(bytes, 0);
  if (end !== bytes.length) throw fail(`${bytes.length - end} trailing bytes`);
  return node;
}
