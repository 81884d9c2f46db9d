/**
 * RC2 decryption (RFC 2268), only for reading legacy PKCS#12 files whose certificates use
 * pbeWithSHAAnd40BitRC2-CBC; OpenSSL 3 (and so node:crypto) no longer provides RC2 by default.
 */
const PITABLE = Uint8Array.from(
  (
    'd978f9c419ddb5ed28e9fd794aa0d89dc67e37832b76538e624c6488448bfba2179a59f587b34f1361456d8d09817d32bd8f40eb86b77b0bf09521225c6b4e82' +
    '54d66593ce60b21c7356c014a78cf1dc1275ca1f3bbee4d1423dd430a33cb6266fbf0eda4669075727f21d9bbc944303f811c7f690ef3ee706c3d52fc8661ed7' +
    '08e8eade8052eef784aa72ac354d6a2a961ad2715a1549744b9fd05e0418a4ecc2e0416e0f51cbcc2491af50a1f47039997c3a8523b8b47afc02365b25559731' +
    '2d5dfa98e38a92ae05df2910676cbac9d300e6cfe19ea82c6316013f58e289a90d38341bab33ffb0bb480c5fb9b1cd2ec5f3db47e5a59c770aa62068fe7fc1ad'
  )
    .match(/../g)!
    .map((h) => parseInt(h, 16)),
);

/** Key expansion (RFC 2268 section 2) to 64 16-bit subkeys. */
function expandKey(key: Uint8Array, effectiveBits: number): Uint16Array {
  const l = new Uint8Array(128);
  l.set(key);
  const t = key.length;
  const t8 = Math.ceil(effectiveBits / 8);
  const tm = 0xff % 2 ** (8 + effectiveBits - 8 * t8);
  for (let i = t; i < 128; i++) l[i] = PITABLE[(l[i - 1]! + l[i - t]!) & 0xff]!;
  l[128 - t8] = PITABLE[l[128 - t8]! & tm]!;
  for (let i = 127 - t8; i >= 0; i--) l[i] = PITABLE[l[i + 1]! ^ l[i + t8]!]!;
  const k = new Uint16Array(64);
  for (let i = 0; i < 64; i++) k[i] = l[2 * i]! | (l[2 * i + 1]! << 8);
  return k;
}

const rotateRight = (x: number, s: number) => ((x >> s) | (x << (16 - s))) & 0xffff;

function decryptBlock(k: Uint16Array, block: Uint8Array): Uint8Array {
  const r = [0, 1, 2, 3].map((i) => block[2 * i]! | (block[2 * i + 1]! << 8));
  const s = [1, 2, 3, 5];
  let j = 63;
  const rMix = () => {
    for (let i = 3; i >= 0; i--) {
      r[i] = rotateRight(r[i]!, s[i]!);
      r[i] =
        (r[i]! - k[j--]! - (r[(i + 3) % 4]! & r[(i + 2) % 4]!) - (~r[(i + 3) % 4]! & r[(i + 1) % 4]! & 0xffff)) &
        0xffff;
    }
  };
  const rMash = () => {
    for (let i = 3; i >= 0; i--) r[i] = (r[i]! - k[r[(i + 3) % 4]! & 63]!) & 0xffff;
  };
  for (let round = 0; round < 5; round++) rMix();
  rMash();
  for (let round = 0; round < 6; round++) rMix();
  rMash();
  for (let round = 0; round < 5; round++) rMix();
  return Uint8Array.from(r.flatMap((w) => [w & 0xff, w >> 8]));
}

/** RC2-CBC decryption with PKCS#5 padding removed. */
export function rc2CbcDecrypt(key: Uint8Array, effectiveBits: number, iv: Uint8Array, data: Uint8Array): Uint8Array {
  if (data.length === 0 || data.length % 8) throw new Error('RC2: ciphertext is not a whole number of blocks');
  const k = expandKey(key, effectiveBits);
  const out = new Uint8Array(data.length);
  let previous = iv;
  for (let at = 0; at < data.length; at += 8) {
    const block = data.subarray(at, at + 8);
    const plain = decryptBlock(k, block);
    for (let i = 0; i < 8; i++) out[at + i] = plain[i]! ^ previous[i]!;
    previous = block;
  }
  const pad = out[out.length - 1]!;
  if (pad < 1 || pad > 8 || out.subarray(out.length - pad).some((b) => b !== pad)) throw new Error('RC2: bad padding');
  return out.subarray(0, out.length - pad);
}
