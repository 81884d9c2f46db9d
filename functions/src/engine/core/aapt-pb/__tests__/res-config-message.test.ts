import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aapt2Convert, tools } from '../../../__tests__/support/android-tools.js';
import { binaryApkShaped, minimalManifest } from '../../../__tests__/support/apk-shaped.js';
import { ByteReader } from '../../bytes/byte-reader.js';
import { TABLE_HEADER_SIZE, TYPE_HEADER_BASE_SIZE } from '../../arsc/arsc-chunks.js';
import { packCode, RES_CONFIG_SIZE, type ResConfig } from '../../arsc/res-config.js';
import type { ResourceTable } from '../../arsc/table-model.js';
import { decodeMessage } from '../../proto/message-codec.js';
import { ChunkType } from '../../res/chunk.js';
import { readZip } from '../../zip/zip-reader.js';
import { writeZip } from '../../zip/zip-writer.js';
import type { ConfigurationMessage } from '../configuration-message.js';
import {
  ConfigurationConversionError,
  configurationFromResConfig,
  configurationFromStruct,
  resConfigFromConfiguration,
  structFromConfiguration,
} from '../res-config-message.js';
import { ResourceTableSchema } from '../table-messages.js';

const dir = mkdtempSync(join(tmpdir(), 'res-config-pb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A ResTable_config with some bytes set: [offset, width, value]. */
function struct(...fields: [number, 1 | 2, number][]): Uint8Array {
  const bytes = new Uint8Array(RES_CONFIG_SIZE);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, RES_CONFIG_SIZE, true);
  for (const [offset, width, value] of fields) {
    if (width === 2) view.setUint16(offset, value, true);
    else bytes[offset] = value;
  }
  return bytes;
}
const ascii = (offset: number, text: string) =>
  [...text].map((c, i) => [offset + i, 1, c.charCodeAt(0)] as [number, 1, number]);
/** A packed three-letter language (base 'a') or three-digit area (base '0'). */
const packed = (offset: number, code: string, base: number): [number, 1, number][] => {
  const [b0, b1] = packCode(code, base);
  return [
    [offset, 1, b0],
    [offset + 1, 1, b1],
  ];
};

/** Every axis of ResTable_config (ResourceTypes.h), with the message Configuration.proto gives it. */
const AXES: [string, Uint8Array, ConfigurationMessage][] = [
  ['mcc', struct([4, 2, 310]), { mcc: 310 }],
  ['mnc', struct([4, 2, 310], [6, 2, 260]), { mcc: 310, mnc: 260 }],
  ['locale', struct(...ascii(8, 'en'), ...ascii(10, 'US')), { locale: 'en-US' }],
  ['three-letter language', struct(...packed(8, 'fil', 0x61)), { locale: 'fil' }],
  [
    'script and area',
    struct(...ascii(8, 'zh'), ...ascii(36, 'Hant'), ...packed(10, '419', 0x30)),
    { locale: 'zh-Hant-419' },
  ],
  ['variant', struct(...ascii(8, 'ca'), ...ascii(10, 'ES'), ...ascii(40, 'valencia')), { locale: 'ca-ES-valencia' }],
  ['orientation port', struct([12, 1, 1]), { orientation: 1 }],
  ['orientation land', struct([12, 1, 2]), { orientation: 2 }],
  ['touchscreen finger', struct([13, 1, 3]), { touchscreen: 3 }],
  ['touchscreen notouch', struct([13, 1, 1]), { touchscreen: 1 }],
  ['density ldpi', struct([14, 2, 120]), { density: 120 }],
  ['density tvdpi', struct([14, 2, 213]), { density: 213 }],
  ['density anydpi', struct([14, 2, 0xfffe]), { density: 0xfffe }],
  ['density nodpi', struct([14, 2, 0xffff]), { density: 0xffff }],
  ['keyboard qwerty', struct([16, 1, 2]), { keyboard: 2 }],
  ['navigation dpad', struct([17, 1, 2]), { navigation: 2 }],
  ['navigation wheel', struct([17, 1, 4]), { navigation: 4 }],
  ['keys hidden', struct([18, 1, 2]), { keysHidden: 2 }],
  ['keys soft', struct([18, 1, 3]), { keysHidden: 3 }],
  ['nav exposed', struct([18, 1, 0x04]), { navHidden: 1 }],
  ['nav hidden', struct([18, 1, 0x08]), { navHidden: 2 }],
  ['screen size', struct([20, 2, 480], [22, 2, 320]), { screenWidth: 480, screenHeight: 320 }],
  ['sdk version', struct([24, 2, 21]), { sdkVersion: 21 }],
  ['screen size small', struct([28, 1, 1]), { screenLayoutSize: 1 }],
  ['screen size xlarge', struct([28, 1, 4]), { screenLayoutSize: 4 }],
  ['not long', struct([28, 1, 0x10]), { screenLayoutLong: 2 }],
  ['long', struct([28, 1, 0x20]), { screenLayoutLong: 1 }],
  ['ldltr', struct([28, 1, 0x40]), { layoutDirection: 1 }],
  ['ldrtl', struct([28, 1, 0x80]), { layoutDirection: 2 }],
  ['ui mode car', struct([29, 1, 3]), { uiModeType: 3 }],
  ['ui mode vrheadset', struct([29, 1, 7]), { uiModeType: 7 }],
  ['notnight', struct([29, 1, 0x10]), { uiModeNight: 2 }],
  ['night', struct([29, 1, 0x20]), { uiModeNight: 1 }],
  ['night television', struct([29, 1, 0x24]), { uiModeType: 4, uiModeNight: 1 }],
  ['smallest width', struct([30, 2, 600]), { smallestScreenWidthDp: 600 }],
  ['width and height dp', struct([32, 2, 720], [34, 2, 1024]), { screenWidthDp: 720, screenHeightDp: 1024 }],
  ['notround', struct([48, 1, 1]), { screenRound: 2 }],
  ['round', struct([48, 1, 2]), { screenRound: 1 }],
  ['nowidecg', struct([49, 1, 1]), { wideColorGamut: 2 }],
  ['widecg', struct([49, 1, 2]), { wideColorGamut: 1 }],
  ['lowdr', struct([49, 1, 0x04]), { hdr: 2 }],
  ['highdr', struct([49, 1, 0x08]), { hdr: 1 }],
  [
    'everything',
    struct([14, 2, 480], [24, 2, 26], [29, 1, 0x20], [28, 1, 0x80], ...ascii(8, 'ar')),
    {
      locale: 'ar',
      density: 480,
      sdkVersion: 26,
      uiModeNight: 1,
      layoutDirection: 2,
    },
  ],
];
/** Axes newer than aapt2 2.19 (the Debian aapt2 judge skips them: it neither reads nor writes them). */
const NEWER_AXES: [string, Uint8Array, ConfigurationMessage][] = [
  ['grammatical gender feminine', struct([19, 1, 2]), { grammaticalGender: 2 }],
  ['sdk minor version', struct([24, 2, 36], [26, 2, 1]), { sdkVersion: 36, sdkVersionMinor: 1 }],
];

describe('Configuration <-> ResTable_config', () => {
  it.each([...AXES, ...NEWER_AXES])('%s converts both ways', (_, bytes, message) => {
    expect(configurationFromStruct(bytes)).toEqual(message);
    expect(structFromConfiguration(message)).toEqual(bytes);
  });

  it('converts every configuration our resource table model expresses, and back', () => {
    const configs: [ResConfig, ConfigurationMessage][] = [
      [{}, {}],
      [{ density: 160 }, { density: 160 }],
      [{ density: 640 }, { density: 640 }],
      [
        { density: 0xfffe, sdkVersion: 26 },
        { density: 0xfffe, sdkVersion: 26 },
      ],
      [{ language: 'hi' }, { locale: 'hi' }],
      [{ language: 'pt', region: 'BR' }, { locale: 'pt-BR' }],
      [{ language: 'zh', script: 'Hant', region: 'TW' }, { locale: 'zh-Hant-TW' }],
      [{ language: 'es', region: '419' }, { locale: 'es-419' }],
      [{ language: 'fil' }, { locale: 'fil' }],
    ];
    for (const [config, message] of configs) {
      expect(configurationFromResConfig(config)).toEqual(message);
      expect(resConfigFromConfiguration(message)).toEqual(config);
    }
  });

  it('refuses what the other form cannot hold', () => {
    expect(() => structFromConfiguration({ orientation: 4 })).toThrow(ConfigurationConversionError);
    expect(() => structFromConfiguration({ uiModeNight: 3 })).toThrow(ConfigurationConversionError);
    expect(() => structFromConfiguration({ locale: 'not a tag' })).toThrow(ConfigurationConversionError);
    expect(() => resConfigFromConfiguration({ product: 'tablet' })).toThrow(ConfigurationConversionError);
  });

  it.skipIf(tools.aapt2.skip)(
    'matches aapt2: aapt2 converts a binary table with each configuration to the same messages',
    async () => {
      // One string entry with a value per axis; each type chunk's config is then replaced by the axis's bytes.
      const marked: ResourceTable = {
        packageName: 'com.example.configs',
        types: [
          {
            name: 'string',
            entries: ['probe'],
            configs: AXES.map((_, i) => ({
              config: { sdkVersion: 1000 + i },
              values: new Map([[0, { value: `v${i}` }]]),
            })),
          },
        ],
      };
      const apk = readZip(binaryApkShaped({ manifest: minimalManifest('com.example.configs'), table: marked }));
      const arsc = new Uint8Array(apk.get('resources.arsc')!);
      // Walk the package's chunks (after the table header and value pool, and the package header).
      const reader = new ByteReader(arsc);
      const pkg = TABLE_HEADER_SIZE + reader.u32At(TABLE_HEADER_SIZE + 4);
      for (let at = pkg + reader.u16At(pkg + 2); at < pkg + reader.u32At(pkg + 4); at += reader.u32At(at + 4)) {
        if (reader.u16At(at) !== ChunkType.TABLE_TYPE) continue;
        const config = at + TYPE_HEADER_BASE_SIZE;
        const marker = reader.u16At(config + 24) - 1000;
        if (marker >= 0 && marker < AXES.length) arsc.set(AXES[marker]![1], config);
      }
      const input = join(dir, 'binary.apk');
      writeFileSync(
        input,
        writeZip(
          [...apk].map(([name, data]) => ({
            name,
            data: name === 'resources.arsc' ? arsc : data,
            stored: name === 'resources.arsc',
          })),
        ),
      );
      const output = join(dir, 'proto.apk');
      expect((await aapt2Convert(input, output, 'proto')).code).toBe(0);
      const table = decodeMessage(
        ResourceTableSchema,
        readZip(new Uint8Array(readFileSync(output))).get('resources.pb')!,
        't',
      );
      const values = table.package![0]!.type![0]!.entry![0]!.configValue!;
      const byValue = new Map(values.map((cv) => [cv.value!.item!.str!.value!, cv.config ?? {}]));
      AXES.forEach(([name, , message], i) => expect([name, byValue.get(`v${i}`)]).toEqual([name, message]));
    },
  );
});
