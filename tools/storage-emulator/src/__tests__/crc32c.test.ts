import { randomBytes } from 'node:crypto';
import { CRC32C } from '@google-cloud/storage';
import { describe, expect, it } from 'vitest';
import { crc32c, crc32cBase64 } from '../crc32c.js';

describe('crc32c', () => {
  it('matches the standard check value', () => {
    // CRC-32C of "123456789" is 0xE3069283 (RFC 3720 / the Castagnoli check value).
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
    expect(crc32c(new Uint8Array())).toBe(0);
  });

  it('agrees with the Cloud Storage client', () => {
    for (const size of [1, 100, 65_537]) {
      const bytes = randomBytes(size);
      const reference = new CRC32C();
      reference.update(bytes);
      expect(crc32cBase64(bytes)).toBe(reference.toString());
    }
  });
});
