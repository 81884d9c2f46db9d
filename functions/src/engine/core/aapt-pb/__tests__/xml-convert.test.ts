import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aapt2Convert, aaptXmltree, tools } from '../../../__tests__/support/android-tools.js';
import { binaryApkShaped, minimalManifest, protoApkShaped } from '../../../__tests__/support/apk-shaped.js';
import type { ResourceTable } from '../../arsc/table-model.js';
import { argb, bool, dp, float, hex, int, ref, ValueType } from '../../res/res-value.js';
import { ANDROID_NS } from '../../xml/android-attrs.js';
import { androidAttr, androidDocument, element, plainAttr, type XmlDocument } from '../../xml/xml-model.js';
import { encodeMessage } from '../../proto/message-codec.js';
import { readProtoXml, writeProtoXml, xmlToMessage } from '../xml-convert.js';
import { XmlNodeSchema, type XmlNodeMessage } from '../xml-messages.js';

const dir = mkdtempSync(join(tmpdir(), 'xml-pb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const APP_NS = 'http://schemas.android.com/apk/res-auto';

/** A document with every kind of attribute value the binary XML model holds. */
function everyKind(): XmlDocument {
  const doc = androidDocument(
    element(
      'selector',
      [plainAttr('tools', 'plain, no namespace')],
      [
        element('item', [
          androidAttr('drawable', ref(0x7f010000)),
          androidAttr('color', { type: ValueType.ATTRIBUTE, data: 0x01010433 }),
          androidAttr('width', dp(48)),
          androidAttr('height', { type: 0x06, data: 0x00000100 }),
          androidAttr('viewportWidth', float(108.5)),
          androidAttr('fillColor', argb(0x80ff0000)),
          androidAttr('gravity', hex(0x11)),
          androidAttr('required', bool(false)),
          androidAttr('exported', bool(true)),
          androidAttr('launchMode', int(-3)),
          androidAttr('name', 'It\'s "quoted" \\ and @not-a-ref ?nor-attr'),
          androidAttr('host', ''),
        ]),
        element('item', [
          { namespace: APP_NS, name: 'rgb8', value: { type: 0x1d, data: 0xff00ff00 } },
          { namespace: APP_NS, name: 'argb4', value: { type: 0x1e, data: 0x80f0 } },
          { namespace: APP_NS, name: 'rgb4', value: { type: 0x1f, data: 0xf0f0 } },
          { namespace: APP_NS, name: 'undefined', value: { type: ValueType.NULL, data: 0 } },
          { namespace: APP_NS, name: 'empty', value: { type: ValueType.NULL, data: 1 } },
          { namespace: APP_NS, name: 'text', value: 'ünïcødé 🍕' },
        ]),
        { namespace: APP_NS, name: 'namespaced-element', attributes: [], children: [] },
        { ...element('domain', [plainAttr('includeSubdomains', bool(false))]), text: 'shop.example.org' },
        { ...element('text', [], [element('after')]), text: 'inner  spaces,\ttabs,\nlines, ü 🍕 @not-a-ref' },
      ],
    ),
  );
  doc.namespaces.push({ prefix: 'app', uri: APP_NS });
  return doc;
}

describe('XML document <-> aapt.pb.XmlNode', () => {
  it('round-trips every attribute kind, namespaces and nesting through the protobuf bytes', () => {
    expect(readProtoXml(writeProtoXml(everyKind()))).toEqual(everyKind());
  });

  it('keeps strings exact as compiled items, and numbers lines as the binary writer does', () => {
    const message = xmlToMessage(everyKind());
    expect(message.source).toEqual({ lineNumber: 2 });
    expect(message.element!.namespaceDeclaration).toEqual([
      { prefix: 'android', uri: ANDROID_NS, source: { lineNumber: 1 } },
      { prefix: 'app', uri: APP_NS, source: { lineNumber: 1 } },
    ]);
    const name = message.element!.child![0]!.element!.attribute!.find((a) => a.name === 'name')!;
    expect(name).toMatchObject({ value: 'It\'s "quoted" \\ and @not-a-ref ?nor-attr', compiledItem: { str: {} } });
    expect(message.element!.child!.map((c) => c.source!.lineNumber)).toEqual([3, 4, 5, 6, 7]);
    expect(message.element!.child![3]!.element!.child).toEqual([
      { text: 'shop.example.org', source: { lineNumber: 6 } },
    ]);
  });

  it('reads what aapt2 also writes: raw values without compiled items, nested declarations, blank text', () => {
    const message: XmlNodeMessage = {
      element: {
        name: 'manifest',
        attribute: [{ name: 'package', value: 'com.example' }],
        child: [
          { text: '\n  ' },
          {
            element: {
              name: 'application',
              namespaceDeclaration: [{ prefix: 'android', uri: ANDROID_NS }],
              attribute: [{ namespaceUri: ANDROID_NS, name: 'label', value: 'Raw', resourceId: 0x01010001 }],
            },
          },
        ],
      },
    };
    expect(readProtoXml(encodeMessage(XmlNodeSchema, message))).toEqual({
      namespaces: [{ prefix: 'android', uri: ANDROID_NS }],
      root: {
        name: 'manifest',
        attributes: [{ name: 'package', value: 'com.example' }],
        children: [
          {
            name: 'application',
            attributes: [{ namespace: ANDROID_NS, name: 'label', value: 'Raw', resourceId: 0x01010001 }],
            children: [],
          },
        ],
      },
    });
    const withText = { element: { name: 'domain', child: [{ text: 'shop.example.org' }, { text: '\n  ' }] } };
    expect(readProtoXml(encodeMessage(XmlNodeSchema, withText)).root.text).toBe('shop.example.org');
    // Text aapt2 versions would turn into different binary XML is refused both ways.
    for (const text of [' padded', 'end\n', 'say "hi"', "it's", 'back\\slash']) {
      const message = { element: { name: 'domain', child: [{ text }] } };
      expect(() => readProtoXml(encodeMessage(XmlNodeSchema, message))).toThrow(/aapt2 versions treat differently/);
      const doc = androidDocument({ ...element('domain', []), text });
      expect(() => writeProtoXml(doc)).toThrow(/aapt2 versions treat differently/);
    }
    const late = { element: { name: 'x', child: [{ element: { name: 'y' } }, { text: 'late' }] } };
    expect(() => readProtoXml(encodeMessage(XmlNodeSchema, late))).toThrow(/text after its first child/);
    expect(() => readProtoXml(Uint8Array.of(0x12, 1, 0x78))).toThrow(/without a root element/);
  });

  it.skipIf(tools.aapt.skip || tools.aapt2.skip)(
    'aapt2 turns the protobuf form into binary XML that aapt dumps exactly like ours',
    async () => {
      const table: ResourceTable = {
        packageName: 'com.example.xml',
        types: [{ name: 'drawable', entries: ['kinds'], configs: [] }],
      };
      table.types[0]!.configs.push({ config: {}, values: new Map([[0, { value: 'res/drawable/kinds.xml' }]]) });
      const content = {
        manifest: minimalManifest('com.example.xml'),
        table,
        xml: { 'res/drawable/kinds.xml': everyKind() },
      };
      const binary = join(dir, 'binary.apk');
      const proto = join(dir, 'proto.zip');
      const converted = join(dir, 'converted.apk');
      writeFileSync(binary, binaryApkShaped(content));
      writeFileSync(proto, protoApkShaped(content));
      expect(await aapt2Convert(proto, converted)).toMatchObject({ code: 0 });
      for (const file of ['AndroidManifest.xml', 'res/drawable/kinds.xml']) {
        const ours = await aaptXmltree(binary, file);
        expect(ours.code).toBe(0);
        expect((await aaptXmltree(converted, file)).stdout).toBe(ours.stdout);
      }
    },
  );
});
