import { OBFUSCATION_MAP_PATH } from '../bundle-layout.js';
import type { BundleView } from '../bundle-view.js';
import { readProguardMap } from '../proguard-map.js';

const OBFUSCATION_FOLDER = OBFUSCATION_MAP_PATH.slice(0, OBFUSCATION_MAP_PATH.lastIndexOf('/') + 1);

/**
 * Bundle metadata in the obfuscation namespace (bundletool's BundleMetadata): only `proguard.map` lives there, and
 * it is UTF-8 text in ProGuard's mapping format with each obfuscated class name used once, since Play de-obfuscates
 * crash reports with it. Other namespaces under BUNDLE-METADATA/ are bundletool's business and pass as they are.
 */
export function checkBundleMetadata(view: BundleView): string[] {
  const issues: string[] = [];
  for (const [path, data] of view.files) {
    if (!path.startsWith(OBFUSCATION_FOLDER)) continue;
    if (path !== OBFUSCATION_MAP_PATH) {
      issues.push(`'${path}' is not bundletool's obfuscation map; ${OBFUSCATION_FOLDER} holds only proguard.map.`);
      continue;
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    } catch {
      issues.push(`${OBFUSCATION_MAP_PATH} is not UTF-8 text.`);
      continue;
    }
    try {
      const classes = readProguardMap(text);
      const seen = new Set<string>();
      for (const { obfuscated } of classes) {
        if (seen.has(obfuscated)) issues.push(`${OBFUSCATION_MAP_PATH} maps two classes to ${obfuscated}.`);
        seen.add(obfuscated);
      }
    } catch (error) {
      issues.push(`${OBFUSCATION_MAP_PATH} is not a ProGuard mapping (${(error as Error).message}).`);
    }
  }
  return issues;
}
