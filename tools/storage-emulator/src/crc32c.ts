/** CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), the checksum Cloud Storage reports per object. */
const TABLE = new Uint32Array(256);
for (let byte = 0; byte < 256; byte += 1) {
  let value = byte;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? (value >>> 1) ^ 0x82f63b78 : value >>> 1;
  TABLE[byte] = value >>> 0;
}

export function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** GCS encodes it as base64 of the big-endian 4 bytes. */
export function crc32cBase64(bytes: Uint8Array): string {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32c(bytes));
  return out.toString('base64');
}
