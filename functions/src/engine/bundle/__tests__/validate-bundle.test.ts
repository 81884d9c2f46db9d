import { beforeAll, describe, expect, it } from 'vitest';
import { minimalManifest } from '../../__tests__/support/apk-shaped.js';
import { testKey } from '../../__tests__/support/test-key.js';
import { decodeMessage, encodeMessage } from '../../core/proto/message-codec.js';
import { ResourceTableSchema, type ResourceTableMessage } from '../../core/aapt-pb/table-messages.js';
import { readProtoXml, writeProtoXml } from '../../core/aapt-pb/xml-convert.js';
import {
  BundleConfigSchema,
  BundleType,
  SplitDimensionValue,
  type BundleConfigMessage,
} from '../../core/bundle-pb/bundle-config-message.js';
import { bool, int } from '../../core/res/res-value.js';
import { ANDROID_NS } from '../../core/xml/android-attrs.js';
import { element, plainAttr, type XmlDocument } from '../../core/xml/xml-model.js';
import { writeBinaryXml } from '../../core/xml/xml-writer.js';
import { readZip } from '../../core/zip/zip-reader.js';
import { buildBundle } from '../build-bundle.js';
import { DIST_NS, OBFUSCATION_MAP_PATH } from '../bundle-layout.js';
import { validateBundleFiles } from '../validate-bundle.js';

type Files = Map<string, Uint8Array>;
const MANIFEST = 'base/manifest/AndroidManifest.xml';
const TABLE = 'base/resources.pb';
/** The splash drawable's file: the first resource file, at a short path (app/resource-files.ts withShortPaths). */
const SPLASH = 'base/res/a.xml';
let valid: Files;

beforeAll(async () => {
  const bundle = await buildBundle({ url: 'https://example.com', appName: 'Valid' }, testKey());
  valid = new Map([...readZip(bundle.bytes)].filter(([name]) => !name.startsWith('META-INF/')));
  const table = decodeMessage(ResourceTableSchema, valid.get(TABLE)!, 'ResourceTable');
  const splash = typeOf(table, 'drawable').entry!.find((e) => e.name === 'apkforge_splash')!;
  expect(`base/${splash.configValue![0]!.value!.item!.file!.path}`).toBe(SPLASH);
});

const bytes = (text: string) => new TextEncoder().encode(text);
const editManifest = (files: Files, edit: (doc: XmlDocument) => void, path = MANIFEST) => {
  const doc = readProtoXml(files.get(path)!);
  edit(doc);
  files.set(path, writeProtoXml(doc));
};
const attrs = (doc: XmlDocument, tag?: string) =>
  (tag ? doc.root.children.find((c) => c.name === tag)! : doc.root).attributes;
const drop = (doc: XmlDocument, name: string, tag?: string) => {
  const list = attrs(doc, tag);
  list.splice(
    list.findIndex((a) => a.name === name),
    1,
  );
};
const editConfig = (files: Files, edit: (config: BundleConfigMessage) => void) => {
  const config = decodeMessage(BundleConfigSchema, files.get('BundleConfig.pb')!, 'BundleConfig');
  edit(config);
  files.set('BundleConfig.pb', encodeMessage(BundleConfigSchema, config));
};
const editTable = (files: Files, edit: (table: ResourceTableMessage) => void) => {
  const table = decodeMessage(ResourceTableSchema, files.get(TABLE)!, 'ResourceTable');
  edit(table);
  files.set(TABLE, encodeMessage(ResourceTableSchema, table));
};
const typeOf = (table: ResourceTableMessage, name: string) => table.package![0]!.type!.find((t) => t.name === name)!;
/** A feature module's manifest: split name, same version code. */
const featureManifest = (split?: string, versionCode = 1) => {
  const doc = minimalManifest('com.example.app');
  if (split !== undefined) doc.root.attributes.push(plainAttr('split', split));
  doc.root.attributes[0] = { ...doc.root.attributes[0]!, value: int(versionCode) };
  return writeProtoXml(doc);
};
const distModule = (...children: XmlDocument['root'][]) => ({ ...element('module', [], children), namespace: DIST_NS });
const dist = (name: string, children: XmlDocument['root'][] = []) => ({
  ...element(name, [], children),
  namespace: DIST_NS,
});

/** One broken bundle per rule: [what is broken, how, the issue it must raise]. */
const CASES: [string, (files: Files) => void, RegExp][] = [
  ['BundleConfig.pb missing', (f) => f.delete('BundleConfig.pb'), /not an App Bundle: BundleConfig\.pb is missing/],
  [
    'BundleConfig.pb unreadable',
    (f) => f.set('BundleConfig.pb', Uint8Array.of(0x0a, 9)),
    /BundleConfig\.pb could not be parsed/,
  ],
  [
    'bundletool version malformed',
    (f) => editConfig(f, (c) => (c.bundletool = { version: '1.2' })),
    /Invalid bundletool version '1\.2'/,
  ],
  ['not a regular bundle', (f) => editConfig(f, (c) => (c.type = BundleType.APEX)), /bundle type 1/],
  [
    'duplicate split dimension',
    (f) =>
      editConfig(f, (c) => c.optimizations!.splitsConfig!.splitDimension!.push({ value: SplitDimensionValue.ABI })),
    /duplicate split dimensions/,
  ],
  [
    'unknown split dimension',
    (f) => editConfig(f, (c) => c.optimizations!.splitsConfig!.splitDimension!.push({ value: 42 })),
    /unrecognized split dimension/,
  ],
  [
    'suffix stripping on ABI',
    (f) =>
      editConfig(f, (c) => (c.optimizations!.splitsConfig!.splitDimension![0]!.suffixStripping = { enabled: true })),
    /Suffix stripping is enabled/,
  ],
  [
    'bad uncompressed glob',
    (f) => editConfig(f, (c) => (c.compression = { uncompressedGlob: ['res/\n'] })),
    /Invalid uncompressed glob/,
  ],
  [
    'pinned resource undefined',
    (f) => editConfig(f, (c) => (c.masterResources = { resourceIds: [0x7f09ffff] })),
    /pins resource 0x7f09ffff/,
  ],
  ['stray top-level file', (f) => f.set('notes.txt', bytes('hi')), /Stray file 'notes\.txt'/],
  ['non-signature file in META-INF', (f) => f.set('META-INF/services/x', bytes('x')), /not a signature file/],
  ['metadata outside a namespace', (f) => f.set('BUNDLE-METADATA/x.bin', bytes('x')), /namespace folder/],
  [
    'a stray file beside the obfuscation map',
    (f) => f.set('BUNDLE-METADATA/com.android.tools.build.obfuscation/mapping.txt', bytes('a -> b:\n')),
    /holds only proguard\.map/,
  ],
  [
    "an obfuscation map that is not ProGuard's format",
    (f) => f.set(OBFUSCATION_MAP_PATH, bytes('a -> b:\n    int x -> y\nnot a mapping\n')),
    /line 3 is not a ProGuard mapping line/,
  ],
  ['an empty obfuscation map', (f) => f.set(OBFUSCATION_MAP_PATH, bytes('# nothing\n')), /names no class/],
  [
    'an obfuscation map that is not UTF-8',
    (f) => f.set(OBFUSCATION_MAP_PATH, new Uint8Array([0x61, 0xff, 0x20])),
    /is not UTF-8 text/,
  ],
  [
    'two classes obfuscated to one name',
    (f) => f.set(OBFUSCATION_MAP_PATH, bytes('a.A -> a.a:\na.B -> a.a:\n')),
    /maps two classes to a\.a/,
  ],
  [
    'invalid module name',
    (f) => f.set('1bad/manifest/AndroidManifest.xml', featureManifest('1bad')),
    /Module name '1bad' is invalid/,
  ],
  [
    'no base module',
    (f) => {
      for (const [name, data] of [...f]) {
        if (name.startsWith('base/')) {
          f.delete(name);
          f.set(`app/${name.slice(5)}`, data);
        }
      }
    },
    /No 'base' module found/,
  ],
  ['module without manifest', (f) => f.set('extra/assets/a.txt', bytes('a')), /Module 'extra' is missing its manifest/],
  [
    'file outside the module folders',
    (f) => f.set('base/other/x.txt', bytes('x')),
    /'base\/other\/x\.txt' is not in one of/,
  ],
  ['file at the top of a module', (f) => f.set('base/stray.txt', bytes('x')), /'base\/stray\.txt' is not in one of/],
  [
    'folder in dex/',
    (f) => f.set('base/dex/sub/classes2.dex', f.get('base/dex/classes.dex')!),
    /dex\/ folder cannot contain folders/,
  ],
  [
    'dex misnamed',
    (f) => f.set('base/dex/code.dex', f.get('base/dex/classes.dex')!),
    /must be named classes\[N\]\.dex/,
  ],
  ['native library not .so', (f) => f.set('base/lib/x86/libfoo.txt', bytes('x')), /must end in \.so/],
  ['unknown architecture', (f) => f.set('base/lib/sparc/libfoo.so', bytes('x')), /Unrecognized native architecture/],
  ['library outside an ABI folder', (f) => f.set('base/lib/libfoo.so', bytes('x')), /lib\/<abi>\/<file>\.so/],
  ['second file in manifest/', (f) => f.set('base/manifest/extra.xml', bytes('x')), /Only AndroidManifest\.xml/],
  [
    'an archived-app resource path',
    (f) => f.set('base/res/layout/com_android_vending_archive_splash_screen_layout.xml', bytes('x')),
    /reserved for the resources Play adds when it archives an app/,
  ],
  ['reserved name under root/', (f) => f.set('base/root/classes.dex', bytes('x')), /reserved name 'classes\.dex'/],
  [
    'dex indices with a gap',
    (f) => f.set('base/dex/classes3.dex', f.get('base/dex/classes.dex')!),
    /expected classes2\.dex, found classes3\.dex/,
  ],
  [
    'dex that is no dex',
    (f) => f.set('base/dex/classes.dex', bytes('PK\x03\x04')),
    /base\/dex\/classes\.dex is not a dex file/,
  ],
  [
    'no code, hasCode not false',
    (f) => f.delete('base/dex/classes.dex'),
    /has no dex files but does not declare android:hasCode/,
  ],
  ['manifest missing', (f) => f.delete(MANIFEST), /Module 'base' is missing its manifest/],
  [
    'manifest unreadable',
    (f) => f.set(MANIFEST, writeBinaryXml(readProtoXml(valid.get(MANIFEST)!))),
    /AndroidManifest\.xml could not be parsed/,
  ],
  [
    'manifest root not <manifest>',
    (f) => editManifest(f, (d) => (d.root.name = 'application')),
    /root is <application>/,
  ],
  ['package missing', (f) => editManifest(f, (d) => drop(d, 'package')), /package name not found/],
  [
    'package invalid',
    (f) => editManifest(f, (d) => (attrs(d).find((a) => a.name === 'package')!.value = 'nodots')),
    /invalid package name 'nodots'/,
  ],
  ['versionCode missing', (f) => editManifest(f, (d) => drop(d, 'versionCode')), /version code not found/],
  [
    'versionCode a string',
    (f) => editManifest(f, (d) => (attrs(d).find((a) => a.name === 'versionCode')!.value = '7')),
    /versionCode is not a decimal integer/,
  ],
  [
    'versionCode zero',
    (f) => editManifest(f, (d) => (attrs(d).find((a) => a.name === 'versionCode')!.value = int(0))),
    /versionCode must be positive/,
  ],
  [
    'minSdkVersion missing',
    (f) => editManifest(f, (d) => drop(d, 'minSdkVersion', 'uses-sdk')),
    /has no minSdkVersion/,
  ],
  [
    'targetSdkVersion missing',
    (f) => editManifest(f, (d) => drop(d, 'targetSdkVersion', 'uses-sdk')),
    /has no targetSdkVersion/,
  ],
  [
    'targetSdkVersion below minSdkVersion',
    (f) => editManifest(f, (d) => (attrs(d, 'uses-sdk').find((a) => a.name === 'targetSdkVersion')!.value = int(21))),
    /targetSdkVersion \(21\) is lower than minSdkVersion \(24\)/,
  ],
  [
    'maxSdkVersion below minSdkVersion',
    (f) =>
      editManifest(f, (d) =>
        attrs(d, 'uses-sdk').push({
          namespace: ANDROID_NS,
          name: 'maxSdkVersion',
          resourceId: 0x01010271,
          value: int(23),
        }),
      ),
    /minSdkVersion \(24\) is greater than maxSdkVersion \(23\)/,
  ],
  [
    'targetSandboxVersion above 2',
    (f) =>
      editManifest(f, (d) =>
        attrs(d).push({ namespace: ANDROID_NS, name: 'targetSandboxVersion', resourceId: 0x0101054c, value: int(3) }),
      ),
    /targetSandboxVersion cannot be greater than 2/,
  ],
  [
    'split on the base module',
    (f) => editManifest(f, (d) => attrs(d).push(plainAttr('split', 'base'))),
    /base module should not have the 'split'/,
  ],
  [
    'split declared twice',
    (f) => editManifest(f, (d) => attrs(d).push(plainAttr('split', 'a'), plainAttr('split', 'b'))),
    /'split' is declared more than once/,
  ],
  [
    'base on demand',
    (f) => editManifest(f, (d) => d.root.children.push(distModule(dist('delivery', [dist('on-demand')])))),
    /base module cannot be marked on-demand/,
  ],
  [
    'base with install conditions',
    (f) =>
      editManifest(f, (d) =>
        d.root.children.push(distModule(dist('delivery', [dist('install-time', [dist('conditions')])]))),
      ),
    /base module cannot have conditions/,
  ],
  [
    'base excluded from fusing',
    (f) =>
      editManifest(f, (d) =>
        d.root.children.push(
          distModule({ ...dist('fusing'), attributes: [{ namespace: DIST_NS, name: 'include', value: bool(false) }] }),
        ),
      ),
    /base module cannot be excluded from fusing/,
  ],
  [
    'feature module without split',
    (f) => f.set('feature/manifest/AndroidManifest.xml', featureManifest()),
    /No 'split' attribute found in the AndroidManifest\.xml of module 'feature'/,
  ],
  [
    'feature module with a wrong split',
    (f) => f.set('feature/manifest/AndroidManifest.xml', featureManifest('other')),
    /must be its name, found 'other'/,
  ],
  [
    'modules with different version codes',
    (f) => f.set('feature/manifest/AndroidManifest.xml', featureManifest('feature', 9)),
    /same version code but found \[1, 9\]/,
  ],
  ['resource files without a table', (f) => f.delete(TABLE), /contains resource files but is missing a resource table/],
  [
    'resource table unreadable',
    (f) => f.set(TABLE, Uint8Array.of(0x12, 0x05, 0x0a)),
    /resources\.pb could not be parsed/,
  ],
  [
    'unreferenced resource file',
    (f) => f.set('base/res/drawable/extra.png', f.get(SPLASH)!),
    /does not reference: res\/drawable\/extra\.png/,
  ],
  ['referenced file missing', (f) => f.delete(SPLASH), /references the missing file 'res\/a\.xml'/],
  [
    'file referenced outside res/',
    (f) =>
      editTable(
        f,
        (t) => (typeOf(t, 'drawable').entry![0]!.configValue![0]!.value!.item!.file!.path = 'assets/splash.xml'),
      ),
    /references 'assets\/splash\.xml' outside res\//,
  ],
  [
    'XML resource in binary form',
    (f) => f.set(SPLASH, writeBinaryXml(readProtoXml(valid.get(SPLASH)!))),
    /res\/a\.xml is not protobuf XML/,
  ],
  [
    'file typed as binary XML',
    (f) => editTable(f, (t) => (typeOf(t, 'drawable').entry![0]!.configValue![0]!.value!.item!.file!.type = 2)),
    /is binary XML; a bundle holds XML resources as protobuf/,
  ],
  [
    'file typed as PNG that is none',
    (f) => editTable(f, (t) => (typeOf(t, 'drawable').entry![0]!.configValue![0]!.value!.item!.file!.type = 1)),
    /res\/a\.xml is not a PNG file/,
  ],
  [
    'duplicate resource id',
    (f) => editTable(f, (t) => (typeOf(t, 'color').entry![1]!.entryId = { id: 0 })),
    /duplicate resource id color #0/,
  ],
  [
    'table of another package',
    (f) => editTable(f, (t) => (t.package![0]!.packageName = 'com.other')),
    /is for 'com\.other', not 'com\.example_\.app'/,
  ],
  [
    'empty app name',
    (f) => editTable(f, (t) => (typeOf(t, 'string').entry![0]!.configValue![0]!.value!.item!.str!.value = ' ')),
    /base: application label is missing or empty/,
  ],
  ['config.json missing', (f) => f.delete('base/assets/config.json'), /base: assets\/config\.json missing or not JSON/],
];

describe('our App Bundle validator', () => {
  it('passes the bundle the builder writes', () => {
    expect(validateBundleFiles(valid)).toEqual([]);
  });

  it.each(CASES)('reports a bundle with %s', (_, breakIt, issue) => {
    const files = new Map(valid);
    breakIt(files);
    const issues = validateBundleFiles(files);
    expect(
      issues.some((i) => issue.test(i)),
      issues.join('\n'),
    ).toBe(true);
  });

  it('collects every issue instead of stopping at the first', () => {
    const files = new Map(valid);
    files.set('notes.txt', bytes('x'));
    files.set('base/dex/code.dex', bytes('x'));
    files.delete('base/assets/config.json');
    expect(validateBundleFiles(files)).toHaveLength(3);
  });

  it('accepts a module that declares android:hasCode="false" without dex', () => {
    const files = new Map(valid);
    files.delete('base/dex/classes.dex');
    editManifest(files, (d) =>
      attrs(d, 'application').push({
        namespace: ANDROID_NS,
        name: 'hasCode',
        resourceId: 0x0101000c,
        value: bool(false),
      }),
    );
    expect(validateBundleFiles(files).filter((i) => /dex/.test(i))).toEqual([
      'base: classes.dex missing or not a dex file',
    ]);
  });
});
