import { createHash } from 'node:crypto';
import { SHELL_RELEASE } from '../../contracts/autopilot.js';
import { signApk } from '../core/signing/sign-apk.js';
import type { ZipEntryInput } from '../core/zip/zip-writer.js';
import { writeBinaryXml } from '../core/xml/xml-writer.js';
import { buildManifest } from './android-manifest.js';
import { TARGET_SDK, type AppConfig, type BuiltApk, type SigningKey } from './app-config.js';
import { buildResources } from './app-resources.js';
import { buildConfigJson, CONFIG_JSON_PATH } from './config-json.js';
import { loadShellDex, shellDexDeflated } from './shell-dex.js';
import { openSigningKey, type OpenedKey } from './signing-key.js';
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

/**
 * Signs an app's entries (core/signing/sign-apk.ts) with APK Signature Schemes v2 and v3, every time
 * (docs/shell-contract.md "Signing"). After a rotation v3 is signed by the current key and carries the lineage while v2
 * keeps the first key for Android 7 and 8. Before one, v3 repeats the v2 signer (1.5-1.9 KB, inside the no-icon
 * budget): every APK we hand out then says the same thing to apksigner and to Play, and one signed after a later
 * rotation replaces it on Android 9+ through the lineage, whose first certificate is this one.
 */
export function signAppEntries(entries: ZipEntryInput[], signer: OpenedKey): Uint8Array {
  const { certificate, privateKey, rotation } = signer;
  return signApk(entries, certificate, privateKey, rotation ? { rotation } : { v3: true });
}

/** What a build reports about the APK it made. */
export function describeApk(
  bytes: Uint8Array,
  identity: { packageName: string; versionCode: number; versionName: string; appLinkHosts: string[] },
  signer: OpenedKey,
): BuiltApk {
  return {
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    ...identity,
    certificateSha256: signer.certificateSha256,
    shellVersion: SHELL_RELEASE.version,
    targetSdk: TARGET_SDK,
  };
}

/** Builds and signs (APK Signature Schemes v2 and v3, v3 with the lineage after a rotation: signAppEntries) the APK of a website. Throws ApkConfigError for bad input. */
export async function buildApk(
  config: AppConfig,
  key: SigningKey,
  dex: Uint8Array = loadShellDex(),
): Promise<BuiltApk> {
  const signer = openSigningKey(key);
  const { entries, packageName, versionCode, versionName, appLinkHosts } = apkEntries(config, dex);
  const bytes = signAppEntries(entries, signer);
  return describeApk(bytes, { packageName, versionCode, versionName, appLinkHosts }, signer);
}
