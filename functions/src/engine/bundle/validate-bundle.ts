import { viewBundle } from './bundle-view.js';
import { checkBaseApp } from './rules/app-content-rule.js';
import { checkBundleConfig } from './rules/bundle-config-rule.js';
import { checkBundleLayout } from './rules/bundle-layout-rule.js';
import { checkDexFiles } from './rules/dex-files-rule.js';
import { checkManifests } from './rules/manifest-rule.js';
import { checkBundleMetadata } from './rules/metadata-rule.js';
import { checkModuleFiles } from './rules/module-files-rule.js';
import { checkResourceTables } from './rules/resource-table-rule.js';

const RULES = [
  checkBundleLayout,
  checkBundleConfig,
  checkModuleFiles,
  checkDexFiles,
  checkManifests,
  checkResourceTables,
  checkBaseApp,
  checkBundleMetadata,
];

/**
 * Our validator for the files of an App Bundle, mirroring what bundletool enforces before Play accepts a
 * bundle (docs/bundle-format.md lists each rule and what we do not mirror). Every rule runs and every issue
 * is reported; an empty list means valid.
 */
export function validateBundleFiles(files: ReadonlyMap<string, Uint8Array>): string[] {
  const { view, issues } = viewBundle(files);
  return [...issues, ...RULES.flatMap((rule) => rule(view))];
}
