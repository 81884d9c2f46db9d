import { createHash } from 'node:crypto';

const HEADER_SIZE = 0x70;
const ENDIAN_CONSTANT = 0x12345678;
const SIGNATURE_OFFSET = 12;
const SIGNED_FROM = 32;
// dx 10 writes 035; Android 7 (our minSdk 24) reads up to 037.
const READABLE_VERSIONS = ['035', '037'];

export interface DexHeader {
  version: string;
  fileSize: number;
  strings: number;
  types: number;
  protos: number;
  fields: number;
  methods: number;
  classes: number;
}

/**
 * Reads a dex header and checks what a device checks before loading it: magic and version, the
 * declared size, the Adler-32 checksum and the SHA-1 signature. Throws on the first mismatch.
 */
export function readDexHeader(bytes: Uint8Array): DexHeader {
  if (bytes.length < HEADER_SIZE) throw new Error(`dex: ${bytes.length} bytes is shorter than a header`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = new TextDecoder('latin1').decode(bytes.subarray(0, 8));
  const version = magic.slice(4, 7);
  if (!magic.startsWith('dex\n') || magic[7] !== '\0' || !READABLE_VERSIONS.includes(version)) {
    throw new Error(`dex: bad magic ${JSON.stringify(magic)}`);
  }
  const u32 = (offset: number) => view.getUint32(offset, true);
  if (u32(32) !== bytes.length) throw new Error(`dex: header says ${u32(32)} bytes, file has ${bytes.length}`);
  if (u32(36) !== HEADER_SIZE || u32(40) !== ENDIAN_CONSTANT)
    throw new Error('dex: unexpected header size or endianness');
  const checksum = adler32(bytes.subarray(SIGNATURE_OFFSET));
  if (checksum !== u32(8)) throw new Error(`dex: checksum ${hex(checksum)} does not match header ${hex(u32(8))}`);
  const signature = createHash('sha1').update(bytes.subarray(SIGNED_FROM)).digest();
  if (!signature.equals(Buffer.from(bytes.subarray(SIGNATURE_OFFSET, SIGNED_FROM))))
    throw new Error('dex: SHA-1 signature mismatch');
  return {
    version,
    fileSize: u32(32),
    strings: u32(56),
    types: u32(64),
    protos: u32(72),
    fields: u32(80),
    methods: u32(88),
    classes: u32(96),
  };
}

export function adler32(bytes: Uint8Array): number {
  const MOD = 65521;
  let a = 1;
  let b = 0;
  // 5552 is the longest run before the sums can overflow 2^32 (zlib's NMAX).
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(bytes.length, start + 5552);
    for (let i = start; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= MOD;
    b %= MOD;
  }
  return ((b << 16) | a) >>> 0;
}

function hex(value: number): string {
  return `0x${value.toString(16).padStart(8, '0')}`;
}
