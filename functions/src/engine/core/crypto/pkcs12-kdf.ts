import { createHash, hash as digestOnce } from 'node:crypto';
import { sha256Rounds } from './sha256-rounds.js';

/** Purpose bytes of the PKCS#12 key derivation (RFC 7292 B.3). */
export const Pkcs12KeyId = { key: 1, iv: 2, mac: 3 } as const;

const BLOCK_SIZE: Record<string, number> = { sha1: 64, sha256: 64, sha384: 128, sha512: 128 };

/** PKCS#12 passwords are BMPStrings: UTF-16BE with a two-byte terminator. */
export function bmpPassword(password: string): Uint8Array {
  const out = new Uint8Array((password.length + 1) * 2);
  for (let i = 0; i < password.length; i++) {
    out[i * 2] = password.charCodeAt(i) >> 8;
    out[i * 2 + 1] = password.charCodeAt(i) & 0xff;
  }
  return out;
}

function repeatTo(source: Uint8Array, v: number): Uint8Array {
  if (!source.length) return new Uint8Array(0);
  const out = new Uint8Array(v * Math.ceil(source.length / v));
  for (let i = 0; i < out.length; i++) out[i] = source[i % source.length]!;
  return out;
}

/**
 * The hash applied `rounds` times with one-shot digests: a Hash object per round made the 10000 MAC rounds of every
 * keystore we open (keytool's count) several times slower. SHA-256, what we write and what keytool and openssl write
 * today, has its own faster loop (sha256-rounds.ts); this one serves the legacy hashes.
 */
function digestRounds(hash: string, digest: Buffer, rounds: number): Buffer {
  let value = digest;
  for (let i = 0; i < rounds; i++) value = digestOnce(hash, value, 'buffer');
  return value;
}

/** The PKCS#12 key derivation function (RFC 7292 Appendix B.2). */
export function pkcs12Kdf(
  hash: string,
  password: Uint8Array,
  salt: Uint8Array,
  id: number,
  iterations: number,
  length: number,
): Uint8Array {
  const v = BLOCK_SIZE[hash];
  if (!v) throw new Error(`PKCS#12 KDF: unsupported hash ${hash}`);
  const d = new Uint8Array(v).fill(id);
  const input = new Uint8Array([...repeatTo(salt, v), ...repeatTo(password, v)]);
  const out = new Uint8Array(length);
  for (let produced = 0; produced < length;) {
    const first = createHash(hash).update(d).update(input).digest();
    const a = hash === 'sha256' ? sha256Rounds(first, iterations - 1) : digestRounds(hash, first, iterations - 1);
    out.set(a.subarray(0, Math.min(a.length, length - produced)), produced);
    produced += a.length;
    if (produced >= length) break;
    const b = repeatTo(a, v).subarray(0, v);
    for (let block = 0; block < input.length; block += v) {
      // I_j = (I_j + B + 1) mod 2^(8v), big-endian.
      let carry = 1;
      for (let k = v - 1; k >= 0; k--) {
        const sum = input[block + k]! + b[k]! + carry;
        input[block + k] = sum & 0xff;
        carry = sum >> 8;
      }
    }
  }
  return out;
}
