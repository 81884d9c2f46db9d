import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aapt2Convert, aapt2DumpEach, tools } from '../../../__tests__/support/android-tools.js';
import { binaryApkShaped, minimalManifest, protoApkShaped } from '../../../__tests__/support/apk-shaped.js';
import { canonicalTable } from '../../../__tests__/support/canonical-table.js';
import type { ResConfig } from '../../arsc/res-config.js';
import type { ResourceTable, TableEntryValue, TableValue } from '../../arsc/table-model.js';
import { encodePng } from '../../image/png-encoder.js';
import { decodeMessage } from '../../proto/message-codec.js';
import { argb, bool, dp, float, hex, int, ref, ValueType } from '../../res/res-value.js';
import { androidAttr, androidDocument, element } from '../../xml/xml-model.js';
import { ValueConversionError } from '../item-convert.js';
import { readProtoTable, resourceFiles, tableFromMessage, tableToMessage, writeProtoTable } from '../table-convert.js';
import { ResourceTableSchema } from '../table-messages.js';
import { FileType } from '../value-messages.js';

const dir = mkdtempSync(join(tmpdir(), 'table-pb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ATTR_TYPE = 0x01000000;
const ATTR_MIN = 0x01000001;
const ATTR_MAX = 0x01000002;
const PLURAL_ONE = 0x01000006;
const PLURAL_OTHER = 0x01000004;

type Values = [config: ResConfig, value: TableEntryValue][];
const simple = (value: TableValue): TableEntryValue => ({ value });

/** A table with every kind of value and bag the model holds, over several configurations. */
function everyKind(): ResourceTable {
  const types: [string, [string, Values][]][] = [
    [
      'attr',
      [
        [
          'mode',
          [
            [
              {},
              {
                bag: {
                  parent: 0,
                  items: [
                    { attribute: ATTR_TYPE, value: int(0x10000) },
                    { attribute: 0x7f020000, value: int(0) },
                    { attribute: 0x7f020001, value: int(1) },
                  ],
                },
              },
            ],
          ],
        ],
        [
          'range',
          [
            [
              {},
              {
                bag: {
                  parent: 0,
                  items: [
                    { attribute: ATTR_TYPE, value: int(4) },
                    { attribute: ATTR_MIN, value: int(-5) },
                    { attribute: ATTR_MAX, value: int(10) },
                  ],
                },
              },
            ],
          ],
        ],
      ],
    ],
    [
      'id',
      [
        ['first', [[{}, simple(bool(false))]]],
        ['second', [[{}, simple(bool(false))]]],
      ],
    ],
    [
      'style',
      [
        ['Base', [[{}, { bag: { parent: 0x01030241, items: [{ attribute: 0x7f010000, value: int(1) }] } }]]],
        [
          'Theme',
          [
            [
              {},
              {
                // Sorted by attribute id, as a binary table requires.
                bag: {
                  parent: 0x7f030000,
                  items: [
                    { attribute: 0x01010054, value: ref(0x7f0c0001) },
                    { attribute: 0x01010098, value: { type: ValueType.ATTRIBUTE, data: 0x01010433 } },
                    { attribute: 0x010100af, value: hex(0x11) },
                    { attribute: 0x0101014f, value: 'Hello "styled" \\ text' },
                    { attribute: 0x01010433, value: argb(0xff0a7a5c) },
                    { attribute: 0x01010450, value: bool(true) },
                  ],
                },
              },
            ],
            [
              { sdkVersion: 27 },
              { bag: { parent: 0x7f030000, items: [{ attribute: 0x0101056c, value: bool(false) }] } },
            ],
          ],
        ],
      ],
    ],
    [
      'string',
      [
        [
          'app_name',
          [
            [{}, simple('Shop & Co')],
            [{ language: 'hi' }, simple('दुकान')],
            [{ language: 'pt', region: 'BR' }, simple('Loja')],
            [{ language: 'zh', script: 'Hant', region: 'TW' }, simple('商店')],
            [{ language: 'es', region: '419' }, simple('Tienda')],
            [{ language: 'fil' }, simple('Tindahan')],
          ],
        ],
        ['empty', [[{}, simple('')]]],
        ['looks_like_a_file', [[{}, simple('res/not/a/file.png')]]],
      ],
    ],
    [
      'array',
      [
        [
          'sizes',
          [
            [
              {},
              {
                bag: {
                  parent: 0,
                  items: [
                    { attribute: ATTR_MIN, value: 'one' },
                    { attribute: ATTR_MIN + 1, value: int(2) },
                    { attribute: ATTR_MIN + 2, value: ref(0x7f040000) },
                  ],
                },
              },
            ],
          ],
        ],
      ],
    ],
    [
      'plurals',
      [
        [
          'items',
          [
            [
              {},
              {
                bag: {
                  parent: 0,
                  items: [
                    { attribute: PLURAL_ONE, value: 'one item' },
                    { attribute: PLURAL_OTHER, value: '%d items' },
                  ],
                },
              },
            ],
          ],
        ],
      ],
    ],
    [
      'color',
      [
        [
          'c8',
          [
            [{}, simple(argb(0x800a7a5c))],
            [{ density: 480 }, simple(argb(0xff000000))],
          ],
        ],
        ['c6', [[{}, simple({ type: ValueType.INT_COLOR_RGB8, data: 0xff0a7a5c })]]],
        ['c4', [[{}, simple({ type: 0x1e, data: 0x8f0a })]]],
        ['c3', [[{}, simple({ type: 0x1f, data: 0xff0a })]]],
      ],
    ],
    [
      'dimen',
      [
        ['size', [[{}, simple(dp(96))]]],
        ['ratio', [[{}, simple(float(1.5))]]],
      ],
    ],
    [
      'integer',
      [
        ['count', [[{}, simple(int(-3))]]],
        ['mask', [[{}, simple(hex(0xff00))]]],
        ['nothing', [[{}, simple({ type: ValueType.NULL, data: 0 })]]],
      ],
    ],
    ['bool', [['flag', [[{}, simple(bool(true))]]]]],
    ['fraction', [['half', [[{}, simple({ type: 0x06, data: 0x00000100 })]]]]],
    [
      'drawable',
      [
        [
          'icon',
          [
            [{ density: 160 }, simple('res/drawable-mdpi/icon.png')],
            [{ density: 320 }, simple('res/drawable-xhdpi/icon.png')],
          ],
        ],
        [
          'splash',
          [
            [{}, simple('res/drawable/splash.xml')],
            [{ density: 0xfffe, sdkVersion: 26 }, simple('res/drawable-anydpi-v26/splash.xml')],
          ],
        ],
      ],
    ],
    ['raw', [['blob', [[{}, simple('res/raw/blob.xml')]]]]],
  ];
  return {
    packageName: 'com.example.kinds',
    types: types.map(([name, entries]) => {
      const configs: ResourceTable['types'][number]['configs'] = [];
      entries.forEach(([, values], index) => {
        for (const [config, value] of values) {
          const key = JSON.stringify(config);
          let bucket = configs.find((c) => JSON.stringify(c.config) === key);
          if (!bucket) configs.push((bucket = { config, values: new Map() }));
          bucket.values.set(index, value);
        }
      });
      return { name, entries: entries.map(([entry]) => entry), configs };
    }),
  };
}

const png = encodePng({ width: 2, height: 2, data: new Uint8Array(16).fill(200) });
const vector = androidDocument(element('vector', [androidAttr('width', dp(24)), androidAttr('height', dp(24))]));

describe('resource table <-> aapt.pb.ResourceTable', () => {
  it('round-trips every value kind, bag kind and configuration through the protobuf bytes', () => {
    expect(canonicalTable(readProtoTable(writeProtoTable(everyKind())))).toEqual(canonicalTable(everyKind()));
  });

  it('makes files of res/ strings outside the string type, and types them for the bundle', () => {
    const files = resourceFiles(everyKind());
    expect(Object.fromEntries(files)).toEqual({
      'res/drawable-mdpi/icon.png': FileType.PNG,
      'res/drawable-xhdpi/icon.png': FileType.PNG,
      'res/drawable/splash.xml': FileType.PROTO_XML,
      'res/drawable-anydpi-v26/splash.xml': FileType.PROTO_XML,
      'res/raw/blob.xml': FileType.UNKNOWN,
    });
    const strings = tableToMessage(everyKind()).package![0]!.type!.find((t) => t.name === 'string')!;
    expect(strings.entry![2]!.configValue![0]!.value!.item).toEqual({ str: { value: 'res/not/a/file.png' } });
  });

  it('refuses tables the model cannot hold, naming what is wrong', () => {
    const bytes = writeProtoTable(everyKind());
    const message = decodeMessage(ResourceTableSchema, bytes, 't');
    const twice = structuredClone(message);
    twice.package![0]!.type![1]!.entry![1]!.entryId = { id: 0 };
    const gap = structuredClone(message);
    gap.package![0]!.type![0]!.typeId = { id: 5 };
    const feature = structuredClone(message);
    feature.package![0]!.packageId = { id: 0x80 };
    expect(() => tableFromMessage(twice)).toThrow(/duplicate resource id/);
    expect(() => tableFromMessage(gap)).toThrow(/expected 1/);
    expect(() => tableFromMessage(feature)).toThrow(/package id 128/);
    const arrayWithParent = everyKind();
    arrayWithParent.types[4]!.configs[0]!.values.set(0, { bag: { parent: 7, items: [] } });
    expect(() => writeProtoTable(arrayWithParent)).toThrow(ValueConversionError);
  });

  it.skipIf(tools.aapt2.skip)(
    'aapt2 turns the protobuf table into the table that aapt2 dumps exactly like our resources.arsc',
    async () => {
      const table = everyKind();
      const content = {
        manifest: minimalManifest(table.packageName),
        table,
        xml: { 'res/drawable/splash.xml': vector, 'res/drawable-anydpi-v26/splash.xml': vector },
        files: {
          'res/drawable-mdpi/icon.png': png,
          'res/drawable-xhdpi/icon.png': png,
          'res/raw/blob.xml': new TextEncoder().encode('<raw/>'),
        },
      };
      const binary = join(dir, 'binary.apk');
      const proto = join(dir, 'proto.zip');
      const converted = join(dir, 'converted.apk');
      writeFileSync(binary, binaryApkShaped(content));
      writeFileSync(proto, protoApkShaped(content));
      expect(await aapt2Convert(proto, converted)).toMatchObject({ code: 0 });
      const [ours, theirs] = await aapt2DumpEach('resources', [binary, converted]);
      expect(ours).toContain('attr/mode');
      expect(theirs).toBe(ours);
    },
  );
});
