import { describe, expect, it } from 'vitest';
import { ByteReader } from '../../bytes/byte-reader.js';
import { readStringPool, UTF8_FLAG, writeStringPool } from '../string-pool.js';

const samples = [
  '',
  'a',
  'app_name',
  'é',
  'हिन्दी',
  '👩‍👩‍👧 family',
  'x'.repeat(127),
  'y'.repeat(128),
  'z'.repeat(5000),
  '中'.repeat(300),
];

describe('string pool', () => {
  for (const utf8 of [true, false]) {
    it(`round-trips ${utf8 ? 'UTF-8' : 'UTF-16'} strings of every length class`, () => {
      const bytes = writeStringPool(samples, { utf8 });
      expect(bytes.length % 4).toBe(0);
      const pool = readStringPool(new ByteReader(bytes));
      expect(pool.strings).toEqual(samples);
      expect(pool.utf8).toBe(utf8);
    });
  }

  it('writes UTF-8 lengths as UTF-16 units then bytes, each in one or two bytes', () => {
    const bytes = writeStringPool(['é'.repeat(200)]);
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(16, true) & UTF8_FLAG).toBe(UTF8_FLAG);
    const start = view.getUint32(20, true);
    // 200 UTF-16 units -> 0x80|0x00, 0xc8 ; 400 bytes -> 0x81, 0x90
    expect([...bytes.subarray(start, start + 4)]).toEqual([0x80, 0xc8, 0x81, 0x90]);
  });

  it('counts emoji as two UTF-16 units (surrogate pairs)', () => {
    const bytes = writeStringPool(['😀']);
    const start = new DataView(bytes.buffer).getUint32(20, true);
    expect([...bytes.subarray(start, start + 2)]).toEqual([2, 4]);
  });

  it('rejects strings longer than the 15-bit length field', () => {
    expect(() => writeStringPool(['x'.repeat(0x8000)])).toThrow(/too long/);
  });
});
