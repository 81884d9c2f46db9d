import { resourceFiles, writeProtoTable } from '../core/aapt-pb/table-convert.js';
import { FileType } from '../core/aapt-pb/value-messages.js';
import { writeProtoXml } from '../core/aapt-pb/xml-convert.js';
import { readResourceTable } from '../core/arsc/arsc-reader.js';
import type { ResourceTable } from '../core/arsc/table-model.js';
import { readBinaryXml } from '../core/xml/xml-reader.js';
import type { ZipEntryInput } from '../core/zip/zip-writer.js';
import { DEX_NAME, ModulePath } from './bundle-layout.js';

const APK_MANIFEST = 'AndroidManifest.xml';
const APK_RESOURCES = 'resources.arsc';

/** The module path of a file of the APK: code under dex/, resources and assets as they are, the rest under root/. */
function modulePath(apkPath: string): string {
  if (DEX_NAME.test(apkPath)) return `${ModulePath.dex}/${apkPath}`;
  const top = apkPath.split('/')[0];
  if (apkPath.includes('/') && (top === ModulePath.res || top === ModulePath.assets || top === ModulePath.lib))
    return apkPath;
  return `${ModulePath.root}/${apkPath}`;
}

/**
 * A bundle module holding exactly what the APK of the same config holds, in the bundle's forms: the
 * binary manifest, resource table and XML resources are read back into the engine's models and written as
 * protobuf; PNGs, dex and assets are carried over byte for byte. Whatever the APK writer learns to write
 * (new resources, qualifiers, manifest attributes) reaches the bundle through this one conversion.
 */
export function moduleEntries(apk: readonly ZipEntryInput[], module: string): ZipEntryInput[] {
  const arsc = apk.find((e) => e.name === APK_RESOURCES);
  const table: ResourceTable | undefined = arsc ? readResourceTable(arsc.data) : undefined;
  const fileTypes = table ? resourceFiles(table) : new Map<string, number>();
  const xml = (data: Uint8Array) => writeProtoXml(readBinaryXml(data));
  return apk.map((entry): ZipEntryInput => {
    if (entry.name === APK_MANIFEST)
      return { name: `${module}/${ModulePath.manifest}`, data: xml(entry.data), stored: false };
    if (entry.name === APK_RESOURCES)
      return { name: `${module}/${ModulePath.resourceTable}`, data: writeProtoTable(table!), stored: false };
    const name = `${module}/${modulePath(entry.name)}`;
    if (fileTypes.get(entry.name) === FileType.PROTO_XML) return { name, data: xml(entry.data), stored: false };
    return { ...entry, name };
  });
}
