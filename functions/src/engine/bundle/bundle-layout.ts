/**
 * Where things live in an Android App Bundle, as bundletool reads it (docs/bundle-format.md): BundleConfig.pb
 * at the root, one folder per module, the upload key's JAR signature in META-INF/.
 */
export const BUNDLE_CONFIG_PATH = 'BundleConfig.pb';
export const BASE_MODULE = 'base';
/** Top-level folders that are not modules: the signature and bundletool's metadata. */
export const META_INF = 'META-INF';
export const BUNDLE_METADATA = 'BUNDLE-METADATA';
/**
 * The shell's ProGuard mapping, where bundletool looks for it (BundleMetadata's obfuscation namespace): Play keeps it
 * with the release and de-obfuscates the crash and ANR reports of the APKs it builds from the bundle.
 */
export const OBFUSCATION_MAP_PATH = `${BUNDLE_METADATA}/com.android.tools.build.obfuscation/proguard.map`;
/** bundletool's BundleModuleName: a letter, then letters, digits or underscores. */
export const MODULE_NAME = /^[a-zA-Z][a-zA-Z0-9_]*$/;

/** Paths inside a module folder. */
export const ModulePath = {
  manifest: 'manifest/AndroidManifest.xml',
  resourceTable: 'resources.pb',
  dex: 'dex',
  res: 'res',
  assets: 'assets',
  lib: 'lib',
  root: 'root',
  manifestDir: 'manifest',
} as const;

/** Files bundletool reads at a module's top level (BundleModule.SpecialModuleEntry). */
export const SPECIAL_MODULE_FILES = new Set([
  ModulePath.resourceTable,
  'assets.pb',
  'native.pb',
  'apex.pb',
  'runtime_enabled_sdk_config.pb',
]);

/** classes.dex, classes2.dex...: the only names dex/ may hold. */
export const DEX_NAME = /^classes(\d*)\.dex$/;

/** The distribution namespace of <dist:module> (feature delivery) in module manifests. */
export const DIST_NS = 'http://schemas.android.com/apk/distribution';
