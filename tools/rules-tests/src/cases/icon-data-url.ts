const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff, 0xe0];

/** A data URL whose payload decodes to exactly `bytes` bytes (the rules can only count, not decode). */
export function iconDataUrl(type: 'png' | 'jpeg', bytes: number): string {
  const data = Buffer.alloc(bytes, 0x42);
  Buffer.from(type === 'png' ? PNG_MAGIC : JPEG_MAGIC).copy(data);
  return `data:image/${type};base64,${data.toString('base64')}`;
}
