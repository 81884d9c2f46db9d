import { checkAppContent } from '../../app/structure-checks.js';
import { BASE_MODULE, ModulePath } from '../bundle-layout.js';
import type { BundleView } from '../bundle-view.js';

/**
 * The checks our APK verifier makes on the app itself (label, icons, launchable activity, dex, config.json),
 * run on the base module with its files at the paths they take in the APKs Play generates from it.
 */
export function checkBaseApp(view: BundleView): string[] {
  const base = view.modules.find((m) => m.name === BASE_MODULE);
  if (!base?.manifest || !base.table) return [];
  const dexPrefix = `${ModulePath.dex}/`;
  const files = new Map(
    [...base.files].map(([path, data]) => [path.startsWith(dexPrefix) ? path.slice(dexPrefix.length) : path, data]),
  );
  return checkAppContent(base.manifest.root, base.table, files).map((issue) => `base: ${issue}`);
}
