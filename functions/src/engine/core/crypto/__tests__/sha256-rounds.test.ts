import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bmpPassword, Pkcs12KeyId, pkcs12Kdf } from '../pkcs12-kdf.js';
import { sha256Rounds } from '../sha256-rounds.js';

/** The reference: node:crypto, one digest per round. */
function nodeRounds(value: Uint8Array, rounds: number): Buffer {
  let out = Buffer.from(value);
  for (let i = 0; i < rounds; i++) out = createHash('sha256').update(out).digest();
  return out;
}

describe('sha256Rounds', () => {
  it('equals node:crypto applied the same number of times, for every count up to 70 and some larger', () => {
    const seed = createHash('sha256').update('apkforge').digest();
    for (const rounds of [...Array.from({ length: 71 }, (_, i) => i), 1000, 4097]) {
      expect(Buffer.from(sha256Rounds(seed, rounds)).toString('hex'), `${rounds} rounds`).toBe(
        nodeRounds(seed, rounds).toString('hex'),
      );
    }
  });

  it('hashes any 32 bytes, including all zeros, all ones and values with the sign bit set in every word', () => {
    const values = [new Uint8Array(32), new Uint8Array(32).fill(0xff), new Uint8Array(32).fill(0x80)];
    for (let i = 0; i < 20; i++) values.push(randomBytes(32));
    for (const value of values) expect(Buffer.from(sha256Rounds(value, 3))).toEqual(nodeRounds(value, 3));
  });

  it('reads a value at an offset inside a larger buffer and leaves the input as it was', () => {
    const backing = randomBytes(40);
    const value = backing.subarray(5, 37);
    const before = Buffer.from(backing);
    expect(Buffer.from(sha256Rounds(value, 2))).toEqual(nodeRounds(value, 2));
    expect(backing).toEqual(before);
  });

  it('returns a copy for zero rounds and refuses values that are not 32 bytes', () => {
    const value = randomBytes(32);
    const copy = sha256Rounds(value, 0);
    expect(Buffer.from(copy)).toEqual(value);
    expect(copy.buffer).not.toBe(value.buffer);
    expect(() => sha256Rounds(new Uint8Array(20), 1)).toThrow(RangeError);
  });
});

describe('pkcs12Kdf with SHA-256 (the MAC key of every keystore we write)', () => {
  it('derives what RFC 7292 B.2 gives with one node:crypto digest per round', () => {
    const password = bmpPassword('pässwörd ✓');
    const salt = Buffer.from('0a58cf64530d823f0a58cf64530d823f', 'hex');
    for (const iterations of [1, 2, 2048]) {
      // RFC 7292 B.2 with v = 64, u = 32 and a 32-byte output: one block, A = H^iterations(D || I).
      const d = new Uint8Array(64).fill(Pkcs12KeyId.mac);
      const repeat = (source: Uint8Array) =>
        Uint8Array.from({ length: 64 * Math.ceil(source.length / 64) }, (_, i) => source[i % source.length]!);
      const first = createHash('sha256').update(d).update(repeat(salt)).update(repeat(password)).digest();
      const expected = nodeRounds(first, iterations - 1);
      expect(Buffer.from(pkcs12Kdf('sha256', password, salt, Pkcs12KeyId.mac, iterations, 32))).toEqual(expected);
    }
  });
});
