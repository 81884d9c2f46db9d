import type { ByteReader } from '../bytes/byte-reader.js';
import type { ByteWriter } from '../bytes/byte-writer.js';

/** ResTable_config as we write it: 64 bytes (the size aapt2 writes for our fields). */
export const RES_CONFIG_SIZE = 64;

export const Density = {
  mdpi: 160,
  hdpi: 240,
  xhdpi: 320,
  xxhdpi: 480,
  xxxhdpi: 640,
  anydpi: 0xfffe,
  nodpi: 0xffff,
} as const;

/** The subset of configuration qualifiers we use. */
export interface ResConfig {
  /** ISO 639 language, 2 or 3 lower-case letters. */
  language?: string;
  /** ISO 3166 region (2 upper-case letters) or UN M.49 area (3 digits). */
  region?: string;
  /** ISO 15924 script, 4 letters (Hans, Latn...). */
  script?: string;
  density?: number;
  sdkVersion?: number;
  /** The -night qualifier (uiMode night bits = UI_MODE_NIGHT_YES): dark theme on. */
  night?: boolean;
}

/** ResTable_config.uiMode: UI_MODE_NIGHT_YES in the night bits (MASK_UI_MODE_NIGHT 0x30). */
const UI_MODE_NIGHT_YES = 0x20;
/** Byte offset of uiMode inside ResTable_config (screenLayout at 28, uiMode at 29). */
const UI_MODE_OFFSET = 29;

/** Spec flags (ResTable_typeSpec) telling which configuration axes an entry varies on. */
export const ConfigFlag = { LOCALE: 0x0004, DENSITY: 0x0100, VERSION: 0x0400, UI_MODE: 0x1000 } as const;

/** Two-letter codes are stored as is; three-letter ones are packed into 15 bits (ResourceTypes.cpp packLanguageOrRegion). */
export function packCode(code: string | undefined, base: number): [number, number] {
  if (!code) return [0, 0];
  const c = [...code].map((ch) => ch.charCodeAt(0));
  if (c.length === 2) return [c[0]!, c[1]!];
  const [first, second, third] = c.map((v) => (v - base) & 0x7f) as [number, number, number];
  return [0x80 | (third << 2) | (second >> 3), ((second << 5) | first) & 0xff];
}

export function unpackCode(b0: number, b1: number, base: number): string | undefined {
  if (b0 === 0 && b1 === 0) return undefined;
  if (!(b0 & 0x80)) return String.fromCharCode(b0, b1);
  const first = b1 & 0x1f;
  const second = ((b1 & 0xe0) >> 5) | ((b0 & 0x03) << 3);
  const third = (b0 & 0x7c) >> 2;
  return String.fromCharCode(first + base, second + base, third + base);
}

export function writeResConfig(out: ByteWriter, config: ResConfig): void {
  const start = out.offset;
  out.u32(RES_CONFIG_SIZE).u16(0).u16(0);
  const [l0, l1] = packCode(config.language, 0x61);
  const [r0, r1] = packCode(config.region, 0x30);
  out.u8(l0).u8(l1).u8(r0).u8(r1);
  out
    .u8(0)
    .u8(0)
    .u16(config.density ?? 0);
  out.u32(0).u32(0);
  out.u16(config.sdkVersion ?? 0).u16(0);
  out
    .u8(0)
    .u8(config.night ? UI_MODE_NIGHT_YES : 0)
    .u16(0);
  out.u32(0);
  const script = config.script ?? '';
  for (let i = 0; i < 4; i++) out.u8(script.charCodeAt(i) || 0);
  out.zeros(RES_CONFIG_SIZE - (out.offset - start));
}

export function readResConfig(reader: ByteReader): ResConfig {
  const start = reader.offset;
  const size = reader.u32();
  if (size < 28 || size > 256) throw reader.error(`ResTable_config size ${size}`);
  const bytes = reader.slice(start, size);
  const config: ResConfig = {};
  const language = unpackCode(bytes[8]!, bytes[9]!, 0x61);
  const region = unpackCode(bytes[10]!, bytes[11]!, 0x30);
  if (language) config.language = language;
  if (region) config.region = region;
  const density = reader.u16At(start + 14);
  if (density) config.density = density;
  const sdkVersion = reader.u16At(start + 24);
  if (sdkVersion) config.sdkVersion = sdkVersion;
  const uiMode = bytes[UI_MODE_OFFSET]!;
  if (uiMode === UI_MODE_NIGHT_YES) config.night = true;
  else if (uiMode) throw reader.error(`unsupported uiMode ${uiMode}`);
  if (size >= 40 && bytes[36]) config.script = String.fromCharCode(...bytes.subarray(36, 40));
  const known = new Set([0, 1, 2, 3, 8, 9, 10, 11, 14, 15, 24, 25, UI_MODE_OFFSET, 36, 37, 38, 39]);
  for (let i = 4; i < size; i++) {
    if (bytes[i] && !known.has(i)) throw reader.error(`unsupported configuration qualifier at byte ${i}`);
  }
  reader.offset = start + size;
  return config;
}

export function configFlags(a: ResConfig, b: ResConfig): number {
  let flags = 0;
  if (a.language !== b.language || a.region !== b.region || a.script !== b.script) flags |= ConfigFlag.LOCALE;
  if (a.density !== b.density) flags |= ConfigFlag.DENSITY;
  if (a.sdkVersion !== b.sdkVersion) flags |= ConfigFlag.VERSION;
  if (Boolean(a.night) !== Boolean(b.night)) flags |= ConfigFlag.UI_MODE;
  return flags;
}

export function describeConfig(config: ResConfig): string {
  const parts: string[] = [];
  if (config.language)
    parts.push(
      config.language + (config.script ? `-${config.script}` : '') + (config.region ? `-r${config.region}` : ''),
    );
  if (config.night) parts.push('night');
  const density = Object.entries(Density).find(([, v]) => v === config.density)?.[0];
  if (density) parts.push(density);
  if (config.sdkVersion) parts.push(`v${config.sdkVersion}`);
  return parts.join('-') || 'default';
}
