import { utf8 } from '../core/bytes/byte-writer.js';
import { colorToHex } from './colors.js';
import type { NormalizedConfig } from './validate-config.js';

export const CONFIG_JSON_PATH = 'assets/config.json';
export const CONFIG_SCHEMA = 1;

/** assets/config.json, the per-app settings the shell's MainActivity reads at start (shell-contract.md). */
export function buildConfigJson(config: NormalizedConfig): Uint8Array {
  const json = {
    schema: CONFIG_SCHEMA,
    startUrl: config.url.href,
    appName: config.appName,
    hosts: config.hosts,
    ...(config.extraHosts.length ? { extraHosts: config.extraHosts } : {}),
    ...(config.cleartextHosts.length ? { cleartextHosts: config.cleartextHosts } : {}),
    themeColor: colorToHex(config.themeColor),
    backgroundColor: colorToHex(config.backgroundColor),
    orientation: config.orientation,
    // Header values must be printable ASCII; the version name is user text.
    userAgentSuffix: `ApkforgeApp/${config.versionName.replace(/[^\x21-\x7e]|[();]/g, '_')} (${config.packageName}; ${config.versionCode})`,
    permissions: config.permissions,
    // Written only when off: the shell's default is on.
    ...(config.pullToRefresh ? {} : { pullToRefresh: false }),
    ...(config.notificationFeedUrl ? { notifications: config.notificationFeedUrl } : {}),
  };
  // Compact: every byte of the APK counts against its size budget, and only the shell reads this file.
  return utf8.encode(JSON.stringify(json));
}
