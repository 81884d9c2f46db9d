/**
 * SHA-256 applied `rounds` times to a 32-byte value: H(H(...H(x))). The PKCS#12 MAC key derivation (RFC 7292 B.2) is
 * this loop, and the keystores we write and read run it 600,000 times (pbe.ts PASSWORD_PBKDF2_ITERATIONS, for the
 * MAC as for the key, so the MAC is no cheaper password oracle than the key). node:crypto has no iterated digest, and
 * a call per round costs about 2.7 µs, most of it the call rather than the hashing. A 32-byte message is always one
 * 64-byte block whose padding and length never change, so here each round is one compression in plain integer
 * arithmetic: the 600,000 rounds take 0.4-0.5 s instead of 1.6 s, and a whole keystore write 0.85 s instead of 2 s
 * (`npm run bench:keystore`). FIPS 180-4 section 6.2; the tests compare every count with node:crypto.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** Bits in a 32-byte message: the last word of its one padded block. */
const MESSAGE_BITS = 256;

export function sha256Rounds(digest: Uint8Array, rounds: number): Uint8Array {
  if (digest.length !== 32) throw new RangeError(`sha256Rounds takes a 32-byte value, not ${digest.length} bytes`);
  const view = new DataView(digest.buffer, digest.byteOffset, 32);
  const h = new Int32Array(8);
  for (let i = 0; i < 8; i++) h[i] = view.getInt32(i * 4);
  // The block: the previous digest in words 0-7, then its padding (0x80, zeros, the length), the same every round.
  const w = new Int32Array(64);
  w[8] = 0x80000000 | 0;
  w[15] = MESSAGE_BITS;
  for (let round = 0; round < rounds; round++) {
    w.set(h, 0);
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = INITIAL[0]!;
    let b = INITIAL[1]!;
    let c = INITIAL[2]!;
    let d = INITIAL[3]!;
    let e = INITIAL[4]!;
    let f = INITIAL[5]!;
    let g = INITIAL[6]!;
    let k = INITIAL[7]!;
    for (let i = 0; i < 64; i++) {
      const sum1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const choice = (e & f) ^ (~e & g);
      const t1 = (k + sum1 + choice + K[i]! + w[i]!) | 0;
      const sum0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const majority = (a & b) ^ (a & c) ^ (b & c);
      k = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + sum0 + majority) | 0;
    }
    h[0] = (INITIAL[0]! + a) | 0;
    h[1] = (INITIAL[1]! + b) | 0;
    h[2] = (INITIAL[2]! + c) | 0;
    h[3] = (INITIAL[3]! + d) | 0;
    h[4] = (INITIAL[4]! + e) | 0;
    h[5] = (INITIAL[5]! + f) | 0;
    h[6] = (INITIAL[6]! + g) | 0;
    h[7] = (INITIAL[7]! + k) | 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setInt32(i * 4, h[i]!);
  return out;
}
