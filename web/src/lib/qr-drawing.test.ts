import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrDrawing } from './qr-drawing';

/** Paints the drawing's rectangles into RGBA pixels (4 px a module), as a screen would show the SVG. */
function rasterize({ size, path }: { size: number; path: string }, scale = 4) {
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < Number(width) * scale; dx++) {
        const offset = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return { pixels, side };
}

describe('qrDrawing', () => {
  it('draws a code that a QR reader decodes back to the exact link', () => {
    const link =
      'https://apkforge.example/api/builds/bmh3k2x9a1b2c3d4e5f6/download?token=eyJ1aWQiOiJhc2hhIn0.c2lnbmF0dXJlLWJ5dGVz';
    const drawing = qrDrawing(link);
    const { pixels, side } = rasterize(drawing);
    expect(jsQR(pixels, side, side)?.data).toBe(link);
  });

  it('keeps a quiet zone of 4 modules on every side', () => {
    const { size, path } = qrDrawing('https://a.example/x');
    const xs = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => [Number(x), Number(y), Number(w)]);
    expect(Math.min(...xs.map(([x]) => x!))).toBe(4);
    expect(Math.min(...xs.map(([, y]) => y!))).toBe(4);
    expect(Math.max(...xs.map(([x, , w]) => x! + w!))).toBe(size - 4);
    expect(Math.max(...xs.map(([, y]) => y! + 1))).toBe(size - 4);
  });
});
