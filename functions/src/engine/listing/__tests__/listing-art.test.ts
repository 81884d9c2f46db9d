import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURE_GRAPHIC_SIZE, PLAY_ICON_SIZE } from '../../../contracts/play-listing.js';
import { decodePng } from '../../core/image/png-decoder.js';
import { encodePng } from '../../core/image/png-encoder.js';
import { pattern, sharp } from '../../__tests__/support/test-images.js';
import { composeListingArt } from '../listing-art.js';

const GOLDEN_DIR = new URL('../../__fixtures__/golden/', import.meta.url);

/** PNG colour type from IHDR (byte 25): 2 = truecolour (24-bit), 6 = truecolour with alpha (32-bit). */
const colorType = (png: Uint8Array) => png[25];
const bitDepth = (png: Uint8Array) => png[24];

/** The same bytes as the committed golden (written with APKFORGE_UPDATE_GOLDENS=1, then reviewed as images). */
function expectGoldenPng(name: string, bytes: Uint8Array): void {
  const file = new URL(name, GOLDEN_DIR);
  if (process.env.APKFORGE_UPDATE_GOLDENS === '1' || !existsSync(file)) {
    if (process.env.APKFORGE_UPDATE_GOLDENS !== '1')
      throw new Error(`golden ${name} is missing; run with APKFORGE_UPDATE_GOLDENS=1`);
    writeFileSync(file, bytes);
  }
  expect(Buffer.from(bytes).equals(readFileSync(file))).toBe(true);
}

const photo = encodePng({ width: 300, height: 200, data: new Uint8Array(pattern(300, 200)) });

describe('Play listing graphics (docs/product.md "Publishing")', () => {
  it('draws the letter icon and feature graphic byte for byte as the goldens', () => {
    const art = composeListingArt({ appName: 'FitZone Studio', host: 'fitzone.example.org', themeColor: '#0a7a5c' });
    expectGoldenPng('listing-icon-letter.png', art.icon);
    expectGoldenPng('listing-feature-letter.png', art.featureGraphic);
  });

  it('gives a 512x512 32-bit PNG icon and a 1024x500 24-bit PNG feature graphic without alpha, read by sharp', async () => {
    for (const input of [
      { appName: 'Chaiwala', host: 'www.chaiwala.in' },
      {
        appName: 'Sri Lakshmi Venkateswara Traders and Wholesale Distributors',
        host: 'lakshmi.co.in',
        icon: photo,
        themeColor: '#ffd54f',
      },
    ]) {
      const art = composeListingArt(input);
      const icon = await sharp(Buffer.from(art.icon)).metadata();
      expect([icon.format, icon.width, icon.height, icon.channels, icon.hasAlpha]).toEqual([
        'png',
        PLAY_ICON_SIZE,
        PLAY_ICON_SIZE,
        4,
        true,
      ]);
      expect([colorType(art.icon), bitDepth(art.icon)]).toEqual([6, 8]);
      const graphic = await sharp(Buffer.from(art.featureGraphic)).metadata();
      expect([graphic.format, graphic.width, graphic.height, graphic.channels, graphic.hasAlpha]).toEqual([
        'png',
        FEATURE_GRAPHIC_SIZE.width,
        FEATURE_GRAPHIC_SIZE.height,
        3,
        false,
      ]);
      expect([colorType(art.featureGraphic), bitDepth(art.featureGraphic)]).toEqual([2, 8]);
      // Our own decoder agrees, and the icon is opaque everywhere (Play rounds the corners itself).
      const decoded = decodePng(art.icon);
      expect(decoded.data.filter((_, index) => index % 4 === 3).every((alpha) => alpha === 255)).toBe(true);
    }
  });

  it('draws the name in the ink that reads on the theme colour, and the icon on its card', async () => {
    const art = composeListingArt({ appName: 'Ink', host: 'ink.example', themeColor: '#ffffff', icon: photo });
    const { data, info } = await sharp(Buffer.from(art.featureGraphic)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // A light theme gets near-black text: some pixel of the text area is dark.
    let darkest = 255;
    for (let y = 150; y < 350; y++)
      for (let x = 460; x < 700; x++) darkest = Math.min(darkest, Math.max(...pixel(x, y)));
    expect(darkest).toBeLessThan(80);
    // The card's middle shows the icon's picture (not the theme colour).
    expect(pixel(248, 250)).not.toEqual([255, 255, 255]);
  });

  it('refuses an icon that is not a PNG or JPEG with the engine\u2019s message', () => {
    expect(() => composeListingArt({ appName: 'X', host: 'x.example', icon: new Uint8Array([1, 2, 3]) })).toThrow(
      'Invalid file format. Please upload a PNG or JPG image.',
    );
    expect(() => composeListingArt({ appName: 'X', host: 'x.example', themeColor: 'blue' })).toThrow(/hex colour/);
  });
});
