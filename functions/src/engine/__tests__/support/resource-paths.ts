import { readResourceTable } from '../../core/arsc/arsc-reader.js';
import { describeConfig } from '../../core/arsc/res-config.js';
import { readZip } from '../../core/zip/zip-reader.js';

/**
 * Where an APK keeps the file of a resource (`mipmap/ic_launcher`) in one configuration (as describeConfig
 * names it: `default`, `xhdpi`, `anydpi-v26`): files sit at short paths (app/resource-files.ts withShortPaths), so
 * tests find them through the resource table, as the platform does.
 */
export function resourcePath(apk: Uint8Array, resource: string, config = 'default'): string {
  return resourcePathIn(readZip(apk).get('resources.arsc')!, resource, config);
}

/** resourcePath, given the resources.arsc. */
export function resourcePathIn(arsc: Uint8Array, resource: string, config = 'default'): string {
  const [typeName, entryName] = resource.split('/');
  const table = readResourceTable(arsc);
  const type = table.types.find((t) => t.name === typeName);
  const entry = type?.entries.indexOf(entryName!) ?? -1;
  const value = type?.configs.find((c) => describeConfig(c.config) === config)?.values.get(entry);
  if (!value || !('value' in value) || typeof value.value !== 'string') {
    throw new Error(`no file for ${resource} in ${config}`);
  }
  return value.value;
}
