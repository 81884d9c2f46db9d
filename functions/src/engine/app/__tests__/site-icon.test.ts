import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeJpeg } from '../../core/image/jpeg-decoder.js';
import { decodePng } from '../../core/image/png-decoder.js';
import { encodePng } from '../../core/image/png-encoder.js';
import { ApkConfigError } from '../errors.js';
import { prepareSiteIcon } from '../site-icon.js';

const LIMIT = 204_800;

function image(width: number, height: number, fill: (i: number) => number) {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i++) data[i] = fill(i);
  return encodePng({ width, height, data });
}

describe('prepareSiteIcon', () => {
  it('scales a large icon to 512 px PNG and keeps its source size', () => {
    const icon = prepareSiteIcon(
      image(1024, 1024, (i) => (i % 4 === 3 ? 255 : 120)),
      LIMIT,
    )!;
    expect(icon).toMatchObject({ contentType: 'image/png', width: 1024, height: 1024 });
    expect(decodePng(icon.bytes)).toMatchObject({ width: 512, height: 512 });
  });

  it('pads a wide icon into a square and keeps a 192-511 px icon at its size', () => {
    const icon = prepareSiteIcon(
      image(300, 200, () => 255),
      LIMIT,
    )!;
    expect(decodePng(icon.bytes)).toMatchObject({ width: 300, height: 300 });
  });

  it('refuses icons under 192 px', () => {
    expect(
      prepareSiteIcon(
        image(191, 400, () => 255),
        LIMIT,
      ),
    ).toBeNull();
  });

  it('falls back to JPEG, flattened on white, when the PNG would be over the size limit', () => {
    const noise = randomBytes(512 * 512 * 4);
    const icon = prepareSiteIcon(
      image(512, 512, (i) => (i % 4 === 3 ? (i % 8 === 3 ? 0 : 255) : noise[i]!)),
      LIMIT,
    )!;
    expect(icon.contentType).toBe('image/jpeg');
    expect(icon.bytes.length).toBeLessThanOrEqual(LIMIT);
    expect(decodeJpeg(icon.bytes)).toMatchObject({ width: 512, height: 512 });
  });

  it('throws ApkConfigError for bytes that are not a PNG or JPEG it can read', () => {
    expect(() => prepareSiteIcon(new TextEncoder().encode('<svg/>'), LIMIT)).toThrow(ApkConfigError);
    const truncated = image(256, 256, () => 7).subarray(0, 60);
    expect(() => prepareSiteIcon(truncated, LIMIT)).toThrow(ApkConfigError);
  });
});
