import { ByteReader } from '../bytes/byte-reader.js';
import { ByteWriter } from '../bytes/byte-writer.js';
import {
  packCode,
  RES_CONFIG_SIZE,
  readResConfig,
  unpackCode,
  writeResConfig,
  type ResConfig,
} from '../arsc/res-config.js';
import type { ConfigurationMessage } from './configuration-message.js';

/** A configuration with a qualifier the other form cannot hold (or a malformed one). */
export class ConfigurationConversionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationConversionError';
  }
}

type Axis = keyof ConfigurationMessage;

/**
 * Every ResTable_config axis (ResourceTypes.h) as (message field, byte offset, width, bit mask) and, where the
 * two enums disagree, the message value of each binary value. The binary struct says NO=1, YES=2 for
 * long screens, night mode, round screens, wide gamut and HDR; Configuration.proto says YES=1, NO=2.
 */
const AXES: { field: Axis; offset: number; width: 1 | 2; mask?: number; max?: number; swap?: true }[] = [
  { field: 'mcc', offset: 4, width: 2 },
  { field: 'mnc', offset: 6, width: 2 },
  { field: 'orientation', offset: 12, width: 1, max: 3 },
  { field: 'touchscreen', offset: 13, width: 1, max: 3 },
  { field: 'density', offset: 14, width: 2 },
  { field: 'keyboard', offset: 16, width: 1, max: 3 },
  { field: 'navigation', offset: 17, width: 1, max: 4 },
  { field: 'keysHidden', offset: 18, width: 1, mask: 0x03 },
  { field: 'navHidden', offset: 18, width: 1, mask: 0x0c, max: 2 },
  { field: 'grammaticalGender', offset: 19, width: 1, mask: 0x03 },
  { field: 'screenWidth', offset: 20, width: 2 },
  { field: 'screenHeight', offset: 22, width: 2 },
  { field: 'sdkVersion', offset: 24, width: 2 },
  { field: 'sdkVersionMinor', offset: 26, width: 2 },
  { field: 'screenLayoutSize', offset: 28, width: 1, mask: 0x0f, max: 4 },
  { field: 'screenLayoutLong', offset: 28, width: 1, mask: 0x30, swap: true },
  { field: 'layoutDirection', offset: 28, width: 1, mask: 0xc0, max: 2 },
  { field: 'uiModeType', offset: 29, width: 1, mask: 0x0f, max: 7 },
  { field: 'uiModeNight', offset: 29, width: 1, mask: 0x30, swap: true },
  { field: 'smallestScreenWidthDp', offset: 30, width: 2 },
  { field: 'screenWidthDp', offset: 32, width: 2 },
  { field: 'screenHeightDp', offset: 34, width: 2 },
  { field: 'screenRound', offset: 48, width: 1, mask: 0x03, swap: true },
  { field: 'wideColorGamut', offset: 49, width: 1, mask: 0x03, swap: true },
  { field: 'hdr', offset: 49, width: 1, mask: 0x0c, swap: true },
];

const LANGUAGE_BASE = 0x61; // 'a': three-letter languages are packed relative to it
const REGION_BASE = 0x30; // '0': three-digit UN M.49 areas are packed relative to it
const SCRIPT = { offset: 36, length: 4 };
const VARIANT = { offset: 40, length: 8 };

const shiftOf = (mask: number) => 31 - Math.clz32(mask & -mask);
/** 1 <-> 2 for the axes whose enums are ordered differently; 0 (unset) stays 0. */
const swapped = (value: number) => (value === 1 ? 2 : value === 2 ? 1 : value);

function ascii(bytes: Uint8Array, at: { offset: number; length: number }): string {
  const end = bytes.subarray(at.offset, at.offset + at.length).indexOf(0);
  return String.fromCharCode(...bytes.subarray(at.offset, end < 0 ? at.offset + at.length : at.offset + end));
}

function localeTag(bytes: Uint8Array): string | undefined {
  const language = unpackCode(bytes[8]!, bytes[9]!, LANGUAGE_BASE);
  if (!language) return undefined;
  const region = unpackCode(bytes[10]!, bytes[11]!, REGION_BASE);
  const parts = [language, ascii(bytes, SCRIPT), region ?? '', ascii(bytes, VARIANT)];
  return parts.filter(Boolean).join('-');
}

function writeLocale(bytes: Uint8Array, tag: string): void {
  const [language, ...rest] = tag.split('-');
  if (!language || !/^[a-z]{2,3}$/i.test(language)) throw new ConfigurationConversionError(`locale "${tag}"`);
  [bytes[8], bytes[9]] = packCode(language.toLowerCase(), LANGUAGE_BASE);
  for (const subtag of rest) {
    if (/^[a-z]{4}$/i.test(subtag))
      bytes.set(
        [...subtag].map((c) => c.charCodeAt(0)),
        SCRIPT.offset,
      );
    else if (/^([a-z]{2}|\d{3})$/i.test(subtag)) [bytes[10], bytes[11]] = packCode(subtag.toUpperCase(), REGION_BASE);
    else if (/^([a-z\d]{5,8}|\d[a-z\d]{3})$/i.test(subtag))
      bytes.set(
        [...subtag].map((c) => c.charCodeAt(0)),
        VARIANT.offset,
      );
    else throw new ConfigurationConversionError(`locale "${tag}": subtag "${subtag}"`);
  }
}

/** The message of a binary ResTable_config (all axes; locale scripts and variants included). */
export function configurationFromStruct(bytes: Uint8Array): ConfigurationMessage {
  const reader = new ByteReader(bytes);
  const message: ConfigurationMessage = {};
  const locale = localeTag(bytes);
  if (locale) message.locale = locale;
  for (const axis of AXES) {
    const raw = axis.width === 2 ? reader.u16At(axis.offset) : bytes[axis.offset]!;
    const bits = axis.mask ? (raw & axis.mask) >> shiftOf(axis.mask) : raw;
    if (bits) message[axis.field] = (axis.swap ? swapped(bits) : bits) as never;
  }
  return message;
}

/** The binary ResTable_config (RES_CONFIG_SIZE bytes) of a message; refuses values the struct cannot hold. */
export function structFromConfiguration(message: ConfigurationMessage): Uint8Array {
  const bytes = new Uint8Array(RES_CONFIG_SIZE);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, RES_CONFIG_SIZE, true);
  if (message.locale) writeLocale(bytes, message.locale);
  for (const axis of AXES) {
    const value = message[axis.field];
    if (typeof value !== 'number' || value === 0) continue;
    const limit = axis.max ?? (axis.swap ? 2 : axis.mask ? axis.mask >> shiftOf(axis.mask) : 0xffff);
    if (!Number.isInteger(value) || value < 0 || value > limit)
      throw new ConfigurationConversionError(`${axis.field} = ${value}`);
    if (axis.width === 2) view.setUint16(axis.offset, value, true);
    else
      bytes[axis.offset] =
        bytes[axis.offset]! | ((axis.swap ? swapped(value) : value) << (axis.mask ? shiftOf(axis.mask) : 0));
  }
  return bytes;
}

/**
 * aapt.pb.Configuration of a resource configuration. It goes through the binary ResTable_config the
 * table writer produces, so every qualifier that writer learns (night mode, layout direction...) converts
 * without a change here; a qualifier the message cannot hold is refused instead of silently dropped.
 */
export function configurationFromResConfig(config: ResConfig): ConfigurationMessage {
  const out = new ByteWriter(RES_CONFIG_SIZE);
  writeResConfig(out, config);
  const bytes = out.finish();
  const message = configurationFromStruct(bytes);
  const again = structFromConfiguration(message);
  const lost = bytes.findIndex((b, i) => i >= 4 && b !== again[i]);
  if (lost >= 0)
    throw new ConfigurationConversionError(`qualifier at ResTable_config byte ${lost} has no protobuf form`);
  return message;
}

/** The resource configuration of an aapt.pb.Configuration, through the binary struct and its reader. */
export function resConfigFromConfiguration(message: ConfigurationMessage): ResConfig {
  if (message.product) throw new ConfigurationConversionError(`product "${message.product}" in a built table`);
  return readResConfig(new ByteReader(structFromConfiguration(message), (m) => new ConfigurationConversionError(m)));
}
