import { createHash } from 'node:crypto';
import { signApk } from '../core/signing/sign-apk.js';
import type { ZipEntryInput } from '../core/zip/zip-writer.js';
import { writeBinaryXml } from '../core/xml/xml-writer.js';
import { buildManifest } from './android-manifest.js';
import type { AppConfig, BuiltApk, SigningKey } from './app-config.js';
import { buildResources } from './app-resources.js';
import { buildConfigJson, CONFIG_JSON_PATH } from './config-json.js';
import { loadShellDex, shellDexDeflated } from './shell-dex.js';
import { openSigningKey } from './signing-key.js';
import { normalizeConfig } from './validate-config.js';

const ANDROID_MANIFEST_PATH = 'AndroidManifest.xml';
const RESOURCES_PATH = 'resources.arsc';
const DEX_PATH = 'classes.dex';

/** The unsigned APK contents in their archive order; resources.arsc and PNGs stored and 4-byte aligned. */
export function apkEntries(
  config: AppConfig,
  dex: Uint8Array,
): { entries: ZipEntryInput[]; packageName: string; versionCode: number; versionName: string; appLinkHosts: string[] } {
  const normalized = normalizeConfig(config);
  const resources = buildResources(normalized);
  const entries: ZipEntryInput[] = [
    { name: ANDROID_MANIFEST_PATH, data: writeBinaryXml(buildManifest(normalized, resources.ids)), stored: false },
    { name: DEX_PATH, data: dex, stored: false, immutable: true, deflated: shellDexDeflated(dex) },
    // Android 11+ refuses a compressed or unaligned resources.arsc for targetSdk 30+ (it is mmapped).
    { name: RESOURCES_PATH, data: resources.table, stored: true, alignment: 4 },
    ...resources.files
      .filter((f) => f.data)
      .map((f) => ({ name: f.path, data: f.data!, stored: f.stored, alignment: 4 })),
    { name: CONFIG_JSON_PATH, data: buildConfigJson(normalized), stored: false },
  ];
  const { packageName, versionCode, versionName, appLinkHosts } = normalized;
  return { entries, packageName, versionCode, versionName, appLinkHosts };
}

/** Builds and signs (APK Signature Scheme v2; v1/v3 when sign-apk.ts says so) the APK of a website. Throws ApkConfigError for bad input. */
export async function buildApk(
  config: AppConfig,
  key: SigningKey,
  dex: Uint8Array = loadShellDex(),
): Promise<BuiltApk> {
  const signer = openSigningKey(key);
  const { entries, packageName, versionCode, versionName, appLinkHosts } = apkEntries(config, dex);
  const bytes = signApk(entries, signer.certificate, signer.privateKey);
  return {
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    packageName,
    versionCode,
    versionName,
    certificateSha256: signer.certificateSha256,
    appLinkHosts,
  };
}
