import { BundleType, SplitDimensionValue } from '../../core/bundle-pb/bundle-config-message.js';
import { APP_PACKAGE_ID } from '../../core/arsc/table-model.js';
import type { BundleView } from '../bundle-view.js';

/** bundletool's Version: <major>.<minor>.<revision>[-<qualifier>]. */
const VERSION = /^\d+\.\d+\.\d+(-.+)?$/;
const KNOWN_DIMENSIONS = new Set<number>(Object.values(SplitDimensionValue).filter((v) => v !== 0));
/** Dimensions whose asset-folder suffixes bundletool can strip. */
const SUFFIX_STRIPPING = new Set<number>([
  SplitDimensionValue.TEXTURE_COMPRESSION_FORMAT,
  SplitDimensionValue.DEVICE_TIER,
  SplitDimensionValue.DEVICE_GROUP,
  SplitDimensionValue.COUNTRY_SET,
]);

/** What bundletool's BundleConfigValidator checks in BundleConfig.pb, for a regular (app) bundle. */
export function checkBundleConfig(view: BundleView): string[] {
  const config = view.config;
  if (!config) return [];
  const issues: string[] = [];
  const version = config.bundletool?.version ?? '';
  // An empty version is accepted as "0.0.0" by bundletool (bundles from its first releases).
  if (version && !VERSION.test(version)) issues.push(`Invalid bundletool version '${version}' in BundleConfig.pb.`);
  if ((config.type ?? BundleType.REGULAR) !== BundleType.REGULAR)
    issues.push(`BundleConfig.pb declares bundle type ${config.type}; only regular app bundles are supported.`);
  const dimensions = config.optimizations?.splitsConfig?.splitDimension ?? [];
  if (dimensions.some((d) => !KNOWN_DIMENSIONS.has(d.value ?? 0) && !d.negate))
    issues.push('BundleConfig.pb contains an unrecognized split dimension.');
  if (new Set(dimensions.map((d) => d.value ?? 0)).size !== dimensions.length)
    issues.push('BundleConfig.pb contains duplicate split dimensions.');
  if (dimensions.some((d) => d.suffixStripping?.enabled && !SUFFIX_STRIPPING.has(d.value ?? 0)))
    issues.push('Suffix stripping is enabled for a split dimension that does not support it.');
  for (const glob of config.compression?.uncompressedGlob ?? []) {
    if (glob.includes('\n') || glob.includes('\\\\')) issues.push(`Invalid uncompressed glob: '${glob}'.`);
  }
  const pinned = config.masterResources?.resourceIds ?? [];
  if (pinned.length) {
    const defined = new Set<number>();
    for (const module of view.modules) {
      module.table?.types.forEach((type, t) =>
        type.entries.forEach((_, e) => defined.add((APP_PACKAGE_ID << 24) | ((t + 1) << 16) | e)),
      );
    }
    const missing = pinned.find((id) => !defined.has(id | 0));
    if (missing !== undefined)
      issues.push(`BundleConfig.pb pins resource 0x${(missing >>> 0).toString(16)}, which no module defines.`);
  }
  return issues;
}
