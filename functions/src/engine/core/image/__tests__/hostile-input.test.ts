import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Random } from '../../../__tests__/support/random.js';
import { JPEG_VARIANTS, PNG_VARIANTS, sharp, testImage } from '../../../__tests__/support/test-images.js';
import { ApkConfigError } from '../../../app/errors.js';
import { checkIconSize, decodeIcon } from '../../../app/icon-input.js';
import { pngBomb } from '../../../__tests__/support/png-bomb.js';
import { PNG_SIGNATURE } from '../raster.js';

// Icons arrive from users over the API. Whatever the bytes, decoding must end in an image or an
// ApkConfigError (a message for the user), never another exception, a hang or an unbounded allocation.

function outcome(bytes: Uint8Array): 'image' | 'refused' {
  // The header check a caller runs first never refuses what the decoder would take.
  let refusedByHeader = false;
  try {
    checkIconSize(bytes);
  } catch (error) {
    if (!(error instanceof ApkConfigError)) throw error;
    refusedByHeader = true;
  }
  try {
    const image = decodeIcon(bytes);
    expect(refusedByHeader, 'the header check refused an icon the decoder takes').toBe(false);
    expect(image.data.length).toBe(image.width * image.height * 4);
    return 'image';
  } catch (error) {
    if (error instanceof ApkConfigError) return 'refused';
    throw new Error(`${(error as Error).name} escaped the icon decoder: ${(error as Error).message}`, { cause: error });
  }
}

/** One random damage: a byte set or flipped, a cut, a deleted or repeated run. */
function mutate(random: Random, input: Uint8Array): Uint8Array {
  const at = random.int(0, input.length - 1);
  switch (random.int(0, 4)) {
    case 0: {
      const out = Uint8Array.from(input);
      out[at] = random.pick([0, 0xff, 0x7f, 0x80, random.int(0, 255)]);
      return out;
    }
    case 1: {
      const out = Uint8Array.from(input);
      out[at] = out[at]! ^ (1 << random.int(0, 7));
      return out;
    }
    case 2:
      return input.slice(0, random.int(2, input.length));
    case 3:
      return Buffer.concat([input.subarray(0, at), input.subarray(Math.min(input.length, at + random.int(1, 32)))]);
    default: {
      const run = input.subarray(at, at + random.int(1, 64));
      return Buffer.concat([input.subarray(0, at), run, input.subarray(at)]);
    }
  }
}

interface PngChunk {
  type: string;
  data: Uint8Array;
}

function pngChunks(png: Uint8Array): PngChunk[] {
  const chunks: PngChunk[] = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at + 12 <= png.length; at += 12 + view.getUint32(at)) {
    chunks.push({
      type: String.fromCharCode(...png.subarray(at + 4, at + 8)),
      data: png.slice(at + 8, at + 8 + view.getUint32(at)),
    });
  }
  return chunks;
}

/** A PNG with valid chunk CRCs, so the damage reaches the header, palette and image data checks. */
function pngFile(chunks: PngChunk[]): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.from(PNG_SIGNATURE)];
  for (const { type, data } of chunks) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    parts.push(head, data, crc);
  }
  return Buffer.concat(parts);
}

function ihdr(width: number, height: number, depth = 8, colorType = 6): PngChunk {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width);
  data.writeUInt32BE(height, 4);
  data[8] = depth;
  data[9] = colorType;
  return { type: 'IHDR', data };
}

const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];
const segment = (marker: number, ...body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];
/** A one-component baseline frame with flat tables: the only DC code and the only AC code (EOB) are one bit each. */
const greyFrame = (side: number) => [
  ...segment(0xdb, 0, ...new Array<number>(64).fill(1)),
  ...segment(0xc0, 8, side >> 8, side & 0xff, side >> 8, side & 0xff, 1, 1, 0x11, 0),
  ...segment(0xc4, 0x00, 1, ...new Array<number>(15).fill(0), 0),
  ...segment(0xc4, 0x10, 1, ...new Array<number>(15).fill(0), 0),
];
const greyScan = segment(0xda, 1, 1, 0x00, 0, 63, 0);

describe('icon decoding of damaged and hostile files', () => {
  it('survives random damage to every PNG and JPEG variant', async () => {
    const random = new Random(20_261_122);
    const seeds = [
      ...(await Promise.all(
        PNG_VARIANTS.map((variant) => testImage({ width: 29, height: 11, format: 'png', variant })),
      )),
      ...(await Promise.all(
        JPEG_VARIANTS.map((variant) => testImage({ width: 37, height: 23, format: 'jpeg', variant })),
      )),
    ];
    const seen = { image: 0, refused: 0 };
    for (let i = 0; i < 3000; i++) {
      let bytes = random.pick(seeds);
      for (let k = random.int(1, 4); k > 0; k--) bytes = mutate(random, bytes);
      seen[outcome(bytes)]++;
    }
    // Both ends are exercised: damage the decoders tolerate (e.g. in ancillary data) and damage they refuse.
    expect(seen.image).toBeGreaterThan(50);
    expect(seen.refused).toBeGreaterThan(1000);
  });

  it('survives damage behind valid CRCs: header fields, palettes, image data, chunk order', async () => {
    const random = new Random(7);
    const seeds = await Promise.all(
      PNG_VARIANTS.map(async (variant) =>
        pngChunks(await testImage({ width: 19, height: 13, format: 'png', variant })),
      ),
    );
    const seen = { image: 0, refused: 0 };
    for (let i = 0; i < 1500; i++) {
      const chunks = random.pick(seeds).map((c) => ({ type: c.type, data: Uint8Array.from(c.data) }));
      const header = chunks[0]!.data;
      switch (random.int(0, 4)) {
        case 0:
          header[random.int(8, 12)] = random.pick([0, 1, 2, 3, 4, 6, 8, 16, random.int(0, 255)]);
          break;
        case 1:
          new DataView(header.buffer).setUint32(
            random.pick([0, 4]),
            random.pick([0, 1, 4096, 4097, 2 ** 31, 2 ** 32 - 1, random.int(1, 300)]),
          );
          break;
        case 2: {
          const idat = chunks.find((c) => c.type === 'IDAT')!;
          const raw = Uint8Array.from(Buffer.alloc(random.int(0, 2000), random.int(0, 255)));
          idat.data = deflateSync(random.chance(0.5) ? raw : Buffer.concat([idat.data, raw]));
          break;
        }
        case 3: {
          const extra = chunks.find((c) => c.type === 'PLTE' || c.type === 'tRNS');
          if (extra) extra.data = extra.data.subarray(0, random.int(0, extra.data.length));
          else chunks.splice(1, 0, { type: random.pick(['PLTE', 'tRNS']), data: Uint8Array.from([1, 2, 3]) });
          break;
        }
        default:
          chunks.splice(random.int(0, chunks.length), 0, { ...random.pick(chunks) });
      }
      seen[outcome(pngFile(chunks))]++;
    }
    expect(seen.image).toBeGreaterThan(50);
    expect(seen.refused).toBeGreaterThan(500);
  });

  it('refuses the 130 KB 4096x4096 16-bit PNG bomb from its header, naming the limit, before inflating', async () => {
    // Valid in every byte: decoded, it would take 128 MiB of samples and 64 MiB of pixels.
    const bomb = await pngBomb(4096);
    expect(bomb.length).toBeLessThan(140 * 1024);
    const message = 'Icon too large. Please upload an image of at most 2048x2048 pixels.';
    expect(() => checkIconSize(bomb)).toThrow(message);
    expect(() => decodeIcon(bomb)).toThrow(message);
    // The same header over image data that is not even zlib: refused as too large, so nothing was inflated.
    const unreadable = pngFile([
      ihdr(4096, 4096, 16),
      { type: 'IDAT', data: new Uint8Array(64) },
      { type: 'IEND', data: new Uint8Array(0) },
    ]);
    expect(() => decodeIcon(unreadable)).toThrow(message);
  });

  it('refuses PNGs over the budget on either side, whatever their depth, and JPEG frames over 4096', () => {
    for (const [width, height, depth, type] of [
      [2049, 1, 8, 0],
      [1, 2049, 1, 0],
      [2049, 2049, 8, 3],
      [65535, 65535, 16, 6],
      [2 ** 31, 1, 8, 6],
    ] as const) {
      const png = pngFile([ihdr(width, height, depth, type), { type: 'IEND', data: new Uint8Array(0) }]);
      expect(() => checkIconSize(png), `${width}x${height}`).toThrow(/at most 2048x2048/);
      expect(() => decodeIcon(png), `${width}x${height}`).toThrow(/at most 2048x2048/);
    }
    const frame = (side: number) =>
      Uint8Array.from([...SOI, ...segment(0xe1, ...new Array<number>(300).fill(0)), ...greyFrame(side), ...EOI]);
    expect(() => checkIconSize(frame(8192))).toThrow(/at most 4096x4096/);
    expect(() => decodeIcon(frame(8192))).toThrow(/at most 4096x4096/);
    expect(() => checkIconSize(frame(4096))).not.toThrow();
  });

  it('takes a 16-bit 1024 px PNG, reducing it to 8 bits while decoding', async () => {
    const png = await testImage({ width: 1024, height: 1024, format: 'png', variant: 'rgba16' });
    expect(() => checkIconSize(png)).not.toThrow();
    const image = decodeIcon(png);
    expect([image.width, image.height, image.data.length]).toEqual([1024, 1024, 1024 * 1024 * 4]);
  });

  it('decodes a 4096x4096 JPEG at a reduced scale, within the budget', async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#0a7a5c' } })
        .jpeg({ quality: 80, chromaSubsampling: '4:4:4' })
        .toBuffer(),
    );
    const image = decodeIcon(jpeg);
    expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(2048);
    expect(image.width).toBe(image.height);
  });

  it('gets through floods of chunks and segments: many tiny IDATs, thousands of ancillary chunks', async () => {
    const chunks = pngChunks(await testImage({ width: 64, height: 64, format: 'png', variant: 'rgba' }));
    const data = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
    const tiny = Array.from({ length: data.length }, (_, i) => ({ type: 'IDAT', data: data.subarray(i, i + 1) }));
    const text = Array.from({ length: 5000 }, () => ({ type: 'tEXt', data: Buffer.from('Comment\0flood') }));
    const flooded = pngFile([chunks[0]!, ...text, ...tiny, { type: 'IEND', data: new Uint8Array(0) }]);
    expect(outcome(flooded)).toBe('image');
    const jpeg = await testImage({ width: 64, height: 64, format: 'jpeg', variant: 'baseline' });
    const comments = Array.from({ length: 5000 }, () => segment(0xfe, 1, 2, 3)).flat();
    expect(outcome(Uint8Array.from([...jpeg.subarray(0, 2), ...comments, ...jpeg.subarray(2)]))).toBe('image');
  });

  it('refuses a zlib bomb: image data inflating past the size the header declares', () => {
    const bytes = pngFile([
      ihdr(64, 64),
      { type: 'IDAT', data: deflateSync(Buffer.alloc(64 * 1024 * 1024)) },
      { type: 'IEND', data: new Uint8Array(0) },
    ]);
    expect(() => decodeIcon(bytes)).toThrow(/could not be read/);
  });

  it('stops a JPEG scan as soon as its data runs out, however large the frame claims to be', () => {
    // Decoding on would mean 262144 blocks of invented zero bits per scan; a file of such scans once cost minutes.
    const scans = Array.from({ length: 50 }, () => greyScan).flat();
    expect(() => decodeIcon(Uint8Array.from([...SOI, ...greyFrame(4096), ...scans, ...EOI]))).toThrow(ApkConfigError);
  });

  it('refuses JPEGs with more scans than any encoder writes', () => {
    // 65 complete scans of a one-block image: well-formed, but a scan count only an attack needs.
    const scan = [...greyScan, 0x00];
    const decode = (count: number) =>
      decodeIcon(
        Uint8Array.from([...SOI, ...greyFrame(8), ...Array.from({ length: count }, () => scan).flat(), ...EOI]),
      );
    expect(decode(64).width).toBe(8);
    expect(() => decode(65)).toThrow(ApkConfigError);
  });

  it('refuses scan headers that name no or too many components', () => {
    for (const count of [0, 2, 255]) {
      const scan = segment(0xda, count, ...Array.from({ length: count }, () => [1, 0]).flat(), 0, 63, 0);
      expect(outcome(Uint8Array.from([...SOI, ...greyFrame(8), ...scan, ...EOI]))).toBe('refused');
    }
  });
});
