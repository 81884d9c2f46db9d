import { describe, expect, it } from 'vitest';
import { bool, fraction, int, ref } from '../../res/res-value.js';
import { ANDROID_NS, Attr } from '../android-attrs.js';
import { androidAttr, androidDocument, element, plainAttr, type XmlDocument } from '../xml-model.js';
import { BinaryXmlFormatError, readBinaryXml } from '../xml-reader.js';
import { writeBinaryXml } from '../xml-writer.js';

function sample(): XmlDocument {
  return androidDocument(
    element(
      'manifest',
      [
        plainAttr('package', 'com.example.app'),
        androidAttr('versionName', '1.0 "beta"'),
        androidAttr('versionCode', int(7)),
      ],
      [
        element('uses-sdk', [androidAttr('targetSdkVersion', int(36)), androidAttr('minSdkVersion', int(24))]),
        element(
          'application',
          [androidAttr('label', ref(0x7f040000)), androidAttr('allowBackup', bool(true))],
          [
            // 'name' is also used as a plain value: it must get its own pool entry.
            element('meta-data', [androidAttr('name', 'name'), plainAttr('value', 'हिन्दी 😀')]),
          ],
        ),
      ],
    ),
  );
}

describe('binary XML writer -> reader', () => {
  it('round-trips elements, namespaces and typed values, with attributes sorted by id', () => {
    const doc = sample();
    const read = readBinaryXml(writeBinaryXml(doc));
    expect(read.namespaces).toEqual([{ prefix: 'android', uri: ANDROID_NS }]);
    expect(read.root.name).toBe('manifest');
    const sdk = read.root.children[0]!;
    expect(sdk.attributes.map((a) => a.name)).toEqual(['minSdkVersion', 'targetSdkVersion']);
    expect(read.root.attributes.map((a) => a.name)).toEqual(['versionCode', 'versionName', 'package']);
    expect(read.root.attributes[1]).toEqual({
      namespace: ANDROID_NS,
      name: 'versionName',
      resourceId: Attr.versionName,
      value: '1.0 "beta"',
    });
    const meta = read.root.children[1]!.children[0]!;
    expect(meta.attributes).toEqual([
      { namespace: ANDROID_NS, name: 'name', resourceId: Attr.name, value: 'name' },
      { name: 'value', value: 'हिन्दी 😀' },
    ]);
  });

  it('puts id-carrying attribute names first in the pool, in resource map order, unshared', () => {
    const read = readBinaryXml(writeBinaryXml(sample()));
    const ids = [...read.resourceIds];
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(read.strings.slice(0, ids.length)).toEqual([
      'label',
      'name',
      'minSdkVersion',
      'versionCode',
      'versionName',
      'targetSdkVersion',
      'allowBackup',
    ]);
    expect(read.strings.filter((s) => s === 'name')).toHaveLength(2);
  });

  it('round-trips text content (a network security config domain) as a CDATA node', () => {
    const doc: XmlDocument = {
      namespaces: [],
      root: element(
        'network-security-config',
        [],
        [{ ...element('domain', [plainAttr('includeSubdomains', bool(false))]), text: 'example.com' }],
      ),
    };
    const back = readBinaryXml(writeBinaryXml(doc));
    expect(back.root.children[0]).toEqual(doc.root.children[0]);
  });

  it("writes fractions (an inset drawable's 25%) as aapt does: radix 0p23, unit fraction", () => {
    expect(fraction(0.25)).toEqual({ type: 0x06, data: ((0.25 * 2 ** 23) << 8) | (3 << 4) });
    expect(() => fraction(1)).toThrow(RangeError);
    expect(() => fraction(0)).toThrow(RangeError);
  });

  it('writes both UTF-8 and UTF-16 pools', () => {
    const utf16 = readBinaryXml(writeBinaryXml(sample(), { utf8: false }));
    expect(utf16.root.children[1]!.children[0]!.attributes[1]!.value).toBe('हिन्दी 😀');
  });

  it('is deterministic and rejects damaged input', () => {
    const bytes = writeBinaryXml(sample());
    expect(writeBinaryXml(sample())).toEqual(bytes);
    expect(() => readBinaryXml(bytes.subarray(0, bytes.length - 8))).toThrow(BinaryXmlFormatError);
    const wrongType = bytes.slice();
    wrongType[0] = 2;
    expect(() => readBinaryXml(wrongType)).toThrow(BinaryXmlFormatError);
  });
});
