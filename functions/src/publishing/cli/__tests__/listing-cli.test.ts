import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { LISTING_TEXT_LIMITS } from '../../../contracts/play-listing.js';
import { encodePng } from '../../../engine/core/image/png-encoder.js';

const run = promisify(execFile);
const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'listing-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run listing', () => {
  it('writes a 512 px icon, a 1024x500 feature graphic without alpha and listing.json within limits, offline', async () => {
    const icon = join(dir, 'icon.png');
    writeFileSync(icon, encodePng({ width: 256, height: 256, data: new Uint8Array(256 * 256 * 4).fill(180) }));
    const out = join(dir, 'kit');
    const { stdout } = await run(join(ROOT, 'node_modules/.bin/tsx'), [
      join(ROOT, 'functions/src/publishing/cli/listing-cli.ts'),
      'https://www.example.co.in',
      '--name',
      'Sri Lakshmi Venkateswara Traders and Wholesale Distributors',
      '--icon',
      icon,
      '--description',
      'Wholesale groceries. '.repeat(300),
      '--out',
      out,
    ]);
    expect(stdout).toContain('icon-512.png  512x512 PNG, 32-bit');
    const iconMeta = await sharp(join(out, 'icon-512.png')).metadata();
    expect([iconMeta.width, iconMeta.height, iconMeta.channels]).toEqual([512, 512, 4]);
    const graphic = await sharp(join(out, 'feature-graphic-1024x500.png')).metadata();
    expect([graphic.width, graphic.height, graphic.hasAlpha]).toEqual([1024, 500, false]);
    const listing = JSON.parse(readFileSync(join(out, 'listing.json'), 'utf8'));
    expect([...listing.title].length).toBeLessThanOrEqual(LISTING_TEXT_LIMITS.title);
    expect([...listing.shortDescription].length).toBeLessThanOrEqual(LISTING_TEXT_LIMITS.shortDescription);
    expect([...listing.fullDescription].length).toBeLessThanOrEqual(LISTING_TEXT_LIMITS.fullDescription);
    expect(listing.packageName).toBe('in.co.example.app');
  }, 60_000);
});
