import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adler32, readDexHeader } from './dex-header.js';
import { COMMITTED_DEX } from './paths.js';

describe('readDexHeader', () => {
  const dex = new Uint8Array(readFileSync(COMMITTED_DEX));

  it('computes Adler-32 like zlib', () => {
    expect(adler32(new TextEncoder().encode('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(new Uint8Array(0))).toBe(1);
    // Long runs exercise the modulo reduction.
    expect(adler32(new Uint8Array(100_000).fill(0xff))).toBe(0x149a302c);
  });

  it('accepts the committed dex and reports its tables', () => {
    const header = readDexHeader(dex);
    expect(header).toMatchObject({ version: '035', fileSize: dex.length });
    expect(header.classes).toBeGreaterThan(5);
    expect(header.methods).toBeGreaterThan(header.classes);
  });

  it('rejects a flipped byte through the checksum, and a re-checksummed one through the signature', () => {
    const flipped = dex.slice();
    flipped[dex.length - 1]! ^= 0x01;
    expect(() => readDexHeader(flipped)).toThrow(/checksum/);
    new DataView(flipped.buffer).setUint32(8, adler32(flipped.subarray(12)), true);
    expect(() => readDexHeader(flipped)).toThrow(/signature/);
  });

  it('rejects a truncated file, a wrong size and a foreign magic', () => {
    expect(() => readDexHeader(dex.subarray(0, 50))).toThrow(/shorter/);
    expect(() => readDexHeader(dex.subarray(0, dex.length - 4))).toThrow(/header says/);
    const jar = dex.slice();
    jar.set([0x50, 0x4b, 0x03, 0x04], 0);
    expect(() => readDexHeader(jar)).toThrow(/magic/);
  });
});
