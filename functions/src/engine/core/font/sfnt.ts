import { inflateSync } from 'node:zlib';
import { FormatError } from '../bytes/byte-reader.js';

export class FontFormatError extends FormatError {}

const fail = (message: string) => new FontFormatError(`font: ${message}`);
const WOFF_SIGNATURE = 0x774f4646;
const TRUETYPE_FLAVOR = 0x00010000;

/** The tables of a TrueType font, from a WOFF 1.0 container (W3C WOFF, section 5) or a bare .ttf. */
export function readFontTables(bytes: Uint8Array): Map<string, DataView> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, DataView>();
  const tag = (at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
  if (view.getUint32(0) === WOFF_SIGNATURE) {
    if (view.getUint32(4) !== TRUETYPE_FLAVOR) throw fail('only TrueType outlines are supported');
    const count = view.getUint16(12);
    for (let i = 0; i < count; i++) {
      const at = 44 + i * 20;
      const offset = view.getUint32(at + 4);
      const compressed = view.getUint32(at + 8);
      const length = view.getUint32(at + 12);
      const raw = bytes.subarray(offset, offset + compressed);
      const data = compressed < length ? new Uint8Array(inflateSync(raw, { maxOutputLength: length })) : raw;
      if (data.length !== length) throw fail(`table ${tag(at)} has the wrong length`);
      tables.set(tag(at), new DataView(data.buffer, data.byteOffset, data.byteLength));
    }
    return tables;
  }
  if (view.getUint32(0) !== TRUETYPE_FLAVOR) throw fail('not a TrueType or WOFF font');
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    tables.set(tag(at), new DataView(bytes.buffer, bytes.byteOffset + view.getUint32(at + 8), view.getUint32(at + 12)));
  }
  return tables;
}

export function requireTable(tables: Map<string, DataView>, name: string): DataView {
  const table = tables.get(name);
  if (!table) throw fail(`missing ${name} table`);
  return table;
}
