import { writeProtoTable } from '../../core/aapt-pb/table-convert.js';
import { writeProtoXml } from '../../core/aapt-pb/xml-convert.js';
import { writeResourceTable } from '../../core/arsc/arsc-writer.js';
import type { ResourceTable } from '../../core/arsc/table-model.js';
import { int } from '../../core/res/res-value.js';
import { androidAttr, androidDocument, element, plainAttr, type XmlDocument } from '../../core/xml/xml-model.js';
import { writeBinaryXml } from '../../core/xml/xml-writer.js';
import { readZip } from '../../core/zip/zip-reader.js';
import { writeZip } from '../../core/zip/zip-writer.js';

/** The smallest manifest aapt2 accepts in an APK-shaped zip. */
export function minimalManifest(packageName: string): XmlDocument {
  return androidDocument(
    element(
      'manifest',
      [androidAttr('versionCode', int(1)), plainAttr('package', packageName)],
      [element('uses-sdk', [androidAttr('minSdkVersion', int(24)), androidAttr('targetSdkVersion', int(36))])],
    ),
  );
}

export interface ApkShapedContent {
  manifest: XmlDocument;
  table: ResourceTable;
  /** XML resource files by path, and other files (PNG...) as bytes. */
  xml?: Record<string, XmlDocument>;
  files?: Record<string, Uint8Array>;
}

/** An unsigned zip laid out as an APK, in the binary forms our APK writer uses. */
export function binaryApkShaped(content: ApkShapedContent): Uint8Array {
  return writeZip([
    { name: 'AndroidManifest.xml', data: writeBinaryXml(content.manifest), stored: false },
    { name: 'resources.arsc', data: writeResourceTable(content.table), stored: true },
    ...Object.entries(content.xml ?? {}).map(([name, doc]) => ({ name, data: writeBinaryXml(doc), stored: false })),
    ...Object.entries(content.files ?? {}).map(([name, data]) => ({ name, data, stored: true })),
  ]);
}

/** The same content in the protobuf forms of a bundle module, laid out as aapt2 convert expects. */
export function protoApkShaped(content: ApkShapedContent): Uint8Array {
  return writeZip([
    { name: 'AndroidManifest.xml', data: writeProtoXml(content.manifest), stored: false },
    { name: 'resources.pb', data: writeProtoTable(content.table), stored: false },
    ...Object.entries(content.xml ?? {}).map(([name, doc]) => ({ name, data: writeProtoXml(doc), stored: false })),
    ...Object.entries(content.files ?? {}).map(([name, data]) => ({ name, data, stored: true })),
  ]);
}

/**
 * A bundle's base module as an APK-shaped zip (manifest, resources.pb and dex at the root, res/ and assets/
 * as they are, root/ files at the top), which `aapt2 convert --output-format binary` turns into an APK.
 */
export function moduleAsApkShaped(bundle: Uint8Array, module = 'base'): Uint8Array {
  const prefix = `${module}/`;
  const entries = [...readZip(bundle)]
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, data]) => {
      const path = name.slice(prefix.length);
      const apkPath =
        path === 'manifest/AndroidManifest.xml'
          ? 'AndroidManifest.xml'
          : path.startsWith('dex/') || path.startsWith('root/')
            ? path.slice(path.indexOf('/') + 1)
            : path;
      return { name: apkPath, data, stored: false };
    });
  return writeZip(entries);
}
