import { describe, expect, it } from 'vitest';
import { ByteReader } from '../../bytes/byte-reader.js';
import { ByteWriter } from '../../bytes/byte-writer.js';
import { argb, bool, ref } from '../../res/res-value.js';
import { readResourceTable, ResourceTableFormatError } from '../arsc-reader.js';
import { writeResourceTable } from '../arsc-writer.js';
import { ConfigFlag, Density, readResConfig, RES_CONFIG_SIZE, writeResConfig, type ResConfig } from '../res-config.js';
import { resourceId, type ResourceTable } from '../table-model.js';

function table(): ResourceTable {
  return {
    packageName: 'com.example.app',
    types: [
      {
        name: 'color',
        entries: ['theme'],
        configs: [{ config: {}, values: new Map([[0, { value: argb(0xff0a7a5c) }]]) }],
      },
      {
        name: 'mipmap',
        entries: ['ic_launcher', 'only_mdpi'],
        configs: [Density.mdpi, Density.xxxhdpi, Density.anydpi].map((density) => ({
          config: { density, ...(density === Density.anydpi ? { sdkVersion: 26 } : {}) },
          values: new Map([
            [0, { value: `res/mipmap-${density}/ic_launcher.png` }],
            ...(density === Density.mdpi ? [[1, { value: 'res/x.png' }] as const] : []),
          ]),
        })),
      },
      {
        name: 'string',
        entries: ['app_name'],
        configs: [
          { config: {}, values: new Map([[0, { value: 'My App' }]]) },
          { config: { language: 'hi' }, values: new Map([[0, { value: 'मेरा ऐप' }]]) },
          { config: { language: 'pt', region: 'BR' }, values: new Map([[0, { value: 'Meu App' }]]) },
          { config: { language: 'fil', region: '419' }, values: new Map([[0, { value: 'Aking App' }]]) },
          { config: { language: 'zh', script: 'Hant', region: 'TW' }, values: new Map([[0, { value: '我的應用' }]]) },
        ],
      },
      {
        name: 'style',
        entries: ['AppTheme'],
        configs: [
          {
            config: {},
            values: new Map([
              [
                0,
                {
                  bag: {
                    parent: 0x01030241,
                    items: [
                      { attribute: 0x01010054, value: ref(0x7f010000) },
                      { attribute: 0x01010450, value: bool(true) },
                    ],
                  },
                },
              ],
            ]),
          },
        ],
      },
    ],
  };
}

describe('resource table writer -> reader', () => {
  it('round-trips types, entries, configurations, strings and bags', () => {
    const read = readResourceTable(writeResourceTable(table()));
    expect(read.packageName).toBe('com.example.app');
    expect(read.types.map(({ name, entries, configs }) => ({ name, entries, configs }))).toEqual(table().types);
  });

  it('writes the value pool in UTF-8 or UTF-16, whichever is smaller (the table is stored uncompressed)', () => {
    const utf8Flag = (bytes: Uint8Array) =>
      (new DataView(bytes.buffer, bytes.byteOffset).getUint32(12 + 16, true) & 0x100) !== 0;
    const latin = writeResourceTable(table());
    expect(utf8Flag(latin)).toBe(true);
    const hindi = table();
    const names = hindi.types.find((t) => t.name === 'string')!.configs;
    for (const [i, config] of names.entries()) config.values.set(0, { value: `${'समाचार '.repeat(30)}${i}` });
    const bytes = writeResourceTable(hindi);
    expect(utf8Flag(bytes)).toBe(false);
    expect(readResourceTable(bytes).types).toEqual(readResourceTable(writeResourceTable(hindi)).types);
    expect(
      readResourceTable(bytes)
        .types.find((t) => t.name === 'string')!
        .configs[1]!.values.get(0),
    ).toEqual({ value: `${'समाचार '.repeat(30)}1` });
  });

  it('marks which axes each entry varies on in the type spec', () => {
    const read = readResourceTable(writeResourceTable(table()));
    expect(read.specFlags.get('mipmap')).toEqual([ConfigFlag.DENSITY | ConfigFlag.VERSION, 0]);
    expect(read.specFlags.get('string')).toEqual([ConfigFlag.LOCALE]);
    expect(read.specFlags.get('color')).toEqual([0]);
  });

  it('numbers resources 0x7fTTEEEE from the type and entry positions', () => {
    expect(resourceId(table(), 'color', 'theme')).toBe(0x7f010000);
    expect(resourceId(table(), 'mipmap', 'only_mdpi')).toBe(0x7f020001);
    expect(() => resourceId(table(), 'string', 'nope')).toThrow();
  });

  it('packs ResTable_config fields at their ResourceTypes.h offsets', () => {
    const out = new ByteWriter(RES_CONFIG_SIZE);
    writeResConfig(out, { language: 'fil', region: '419', density: 480, sdkVersion: 26 });
    const bytes = out.finish();
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(0, true)).toBe(64);
    expect(view.getUint16(14, true)).toBe(480);
    expect(view.getUint16(24, true)).toBe(26);
    expect(bytes[8]! & 0x80).toBe(0x80); // three-letter language is packed
    // -night: UI_MODE_NIGHT_YES (0x20) in uiMode, byte 29; the type spec flags CONFIG_UI_MODE (0x1000).
    const night = new ByteWriter(RES_CONFIG_SIZE);
    writeResConfig(night, { night: true });
    expect(night.finish()[29]).toBe(0x20);
    expect(ConfigFlag.UI_MODE).toBe(0x1000);
    const configs: ResConfig[] = [
      {},
      { language: 'en', region: 'US' },
      { language: 'fil' },
      { region: '419', language: 'es' },
      { density: Density.anydpi },
      { density: Density.nodpi },
      { night: true },
      { language: 'zh', script: 'Hant', night: true, sdkVersion: 31 },
    ];
    for (const config of configs) {
      const w = new ByteWriter(RES_CONFIG_SIZE);
      writeResConfig(w, config);
      expect(readResConfig(new ByteReader(w.finish()))).toEqual(config);
    }
  });

  it('rejects a truncated table', () => {
    const bytes = writeResourceTable(table());
    expect(() => readResourceTable(bytes.subarray(0, 100))).toThrow(ResourceTableFormatError);
  });
});
