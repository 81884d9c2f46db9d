import { readResourceTable } from '../core/arsc/arsc-reader.js';
import type { ResourceTable } from '../core/arsc/table-model.js';
import { describeConfig } from '../core/arsc/res-config.js';
import { readImageSize } from '../core/image/image-size.js';
import { ValueType } from '../core/res/res-value.js';
import { Attr } from '../core/xml/android-attrs.js';
import { compareAttributes, type XmlElement } from '../core/xml/xml-model.js';
import { readBinaryXml } from '../core/xml/xml-reader.js';
import { METHOD_STORED } from '../core/zip/zip-constants.js';
import type { ZipEntry } from '../core/zip/zip-reader.js';
import { MIN_SDK, TARGET_SDK } from './app-config.js';
import { CONFIG_JSON_PATH, CONFIG_SCHEMA } from './config-json.js';
import { LAUNCHER_SIZES } from './launcher-icons.js';

const DEX_MAGIC = 'dex\n';

function attr(e: XmlElement | undefined, id: number) {
  return e?.attributes.find((a) => a.resourceId === id)?.value;
}

function findAll(e: XmlElement, name: string): XmlElement[] {
  return [...(e.name === name ? [e] : []), ...e.children.flatMap((c) => findAll(c, name))];
}

/** Values of a resource id across configurations, as (config label, value). */
function lookup(table: ResourceTable, id: number): [string, unknown][] {
  const type = table.types[((id >> 16) & 0xff) - 1];
  if (!type || id >>> 24 !== 0x7f) return [];
  return type.configs.flatMap((c) => {
    const v = c.values.get(id & 0xffff);
    return v && 'value' in v ? [[describeConfig(c.config), v.value] as [string, unknown]] : [];
  });
}

/**
 * What apksigner, aapt and zipalign do not check (android-output.md "blind spots"): arsc stored and
 * aligned, attribute order, and the app content below (dex present, a non-empty label, the icon at every
 * density, config.json).
 */
export function checkStructure(entries: ZipEntry[], files: ReadonlyMap<string, Uint8Array>): string[] {
  const issues: string[] = [];
  const entry = (name: string) => entries.find((e) => e.name === name);
  const arscEntry = entry('resources.arsc');
  if (!arscEntry) issues.push('resources.arsc missing');
  else if (arscEntry.method !== METHOD_STORED) issues.push('resources.arsc is compressed');
  for (const e of entries)
    if (e.method === METHOD_STORED && e.dataOffset % 4 !== 0) issues.push(`${e.name} is not 4-byte aligned`);
  const manifestBytes = files.get('AndroidManifest.xml');
  const arscBytes = files.get('resources.arsc');
  if (!manifestBytes || !arscBytes) return [...issues, 'AndroidManifest.xml or resources.arsc missing'];
  const manifest = readBinaryXml(manifestBytes).root;
  const visit = (e: XmlElement) => {
    const sorted = [...e.attributes].sort(compareAttributes);
    if (sorted.some((a, i) => a !== e.attributes[i]))
      issues.push(`<${e.name}> attributes are not sorted by resource id`);
    e.children.forEach(visit);
  };
  visit(manifest);
  return [...issues, ...checkAppContent(manifest, readResourceTable(arscBytes), files)];
}

/**
 * The app inside the package, whatever its container (the APK, or an App Bundle's base module with its
 * files at their APK paths): a non-empty label, the icon at every density, a launchable activity, every
 * resource file present, config.json.
 */
export function checkAppContent(
  manifest: XmlElement,
  table: ResourceTable,
  files: ReadonlyMap<string, Uint8Array>,
): string[] {
  const issues: string[] = [];
  const dex = files.get('classes.dex');
  if (!dex || new TextDecoder().decode(dex.subarray(0, 4)) !== DEX_MAGIC)
    issues.push('classes.dex missing or not a dex file');
  const sdk = manifest.children.find((c) => c.name === 'uses-sdk');
  const sdkValue = (id: number) => (attr(sdk, id) as { data?: number } | undefined)?.data;
  if (sdkValue(Attr.minSdkVersion) !== MIN_SDK || sdkValue(Attr.targetSdkVersion) !== TARGET_SDK)
    issues.push('uses-sdk is not 24/36');
  const application = manifest.children.find((c) => c.name === 'application');
  const refOf = (id: number) => {
    const v = attr(application, id);
    return typeof v === 'object' && v.type === ValueType.REFERENCE ? v.data : 0;
  };
  const labels = lookup(table, refOf(Attr.label));
  if (!labels.length || labels.some(([, v]) => typeof v !== 'string' || !v.trim()))
    issues.push('application label is missing or empty');
  for (const [name, id] of [
    ['icon', refOf(Attr.icon)],
    ['roundIcon', refOf(Attr.roundIcon)],
  ] as const) {
    const variants = lookup(table, id);
    if (!variants.length) issues.push(`application ${name} does not resolve`);
    for (const [config, path] of variants)
      if (typeof path !== 'string' || !files.has(path)) issues.push(`${name} (${config}) file missing`);
    const densities = new Set(variants.map(([config]) => config.split('-')[0]));
    const raster = variants.some(([, p]) => /\.(png|jpg)$/.test(String(p)));
    // The round icon (API 25) of a logo exists at the largest density only (launcher-icons.ts).
    const buckets = name === 'roundIcon' ? LAUNCHER_SIZES.slice(-1) : LAUNCHER_SIZES;
    const expected = raster ? buckets.map(([b]) => b) : ['anydpi'];
    for (const bucket of expected) if (!densities.has(bucket)) issues.push(`${name} missing at ${bucket}`);
    if (raster) {
      for (const [bucket, size] of buckets) {
        const file = variants.find(([c]) => c.startsWith(bucket))?.[1];
        const bytes = typeof file === 'string' ? files.get(file) : undefined;
        if (!bytes) continue;
        // The header's format and size: what the resource table promises. Decoding the pixels here cost a
        // command-line build a tenth of its time; the encoders' round-trip tests and aapt/aapt2 (android-tools
        // tests) decode what they write.
        const image = readImageSize(bytes);
        const format = String(file).endsWith('.jpg') ? 'jpeg' : 'png';
        if (!image || image.format !== format) issues.push(`${name} ${bucket} is not a ${format.toUpperCase()} file`);
        else if (image.width !== size || image.height !== size)
          issues.push(`${name} ${bucket} is ${image.width}x${image.height}, expected ${size}`);
      }
    }
  }
  const launcher = findAll(manifest, 'activity').some((a) =>
    findAll(a, 'intent-filter').some(
      (f) =>
        f.children.some((c) => c.name === 'action' && attr(c, Attr.name) === 'android.intent.action.MAIN') &&
        f.children.some((c) => c.name === 'category' && attr(c, Attr.name) === 'android.intent.category.LAUNCHER'),
    ),
  );
  if (!launcher) issues.push('no launchable activity');
  for (const type of table.types) {
    for (const config of type.configs) {
      for (const value of config.values.values()) {
        if (
          'value' in value &&
          typeof value.value === 'string' &&
          value.value.startsWith('res/') &&
          !files.has(value.value)
        ) {
          issues.push(`resource file ${value.value} missing`);
        }
      }
    }
  }
  try {
    const json = JSON.parse(new TextDecoder().decode(files.get(CONFIG_JSON_PATH)));
    if (json.schema !== CONFIG_SCHEMA || typeof json.startUrl !== 'string')
      issues.push('assets/config.json has the wrong shape');
  } catch {
    issues.push('assets/config.json missing or not JSON');
  }
  return issues;
}
