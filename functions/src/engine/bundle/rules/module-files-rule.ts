import { BASE_MODULE, DEX_NAME, ModulePath, SPECIAL_MODULE_FILES } from '../bundle-layout.js';
import type { BundleView, ModuleView } from '../bundle-view.js';

/** lib/<abi>/ folders bundletool recognises (AbiName). */
const ABIS = new Set(['armeabi', 'armeabi-v7a', 'arm64-v8a', 'x86', 'x86_64', 'mips', 'mips64', 'riscv64']);
/** Names under root/ that would collide with what bundletool itself writes at the root of an APK. */
const RESERVED_ROOT = new Set([
  ModulePath.lib,
  ModulePath.res,
  'AndroidManifest.xml',
  'resources.arsc',
  'META-INF',
  'resources.pb',
]);

/**
 * Resources Play adds to the base module when it archives an app (bundletool's ArchiveEntriesValidator):
 * a bundle may not bring its own files at these paths.
 */
const ARCHIVE_RESOURCES = new Set([
  'res/drawable/com_android_vending_archive_icon_opacity_layer.xml',
  'res/drawable/com_android_vending_archive_icon_cloud_symbol.xml',
  'res/drawable/com_android_vending_archive_application_icon.xml',
  'res/drawable/com_android_vending_archive_application_round_icon.xml',
  'res/layout/com_android_vending_archive_splash_screen_layout.xml',
]);

function checkFile(module: ModuleView, path: string): string | undefined {
  const parts = path.split('/');
  const [top] = parts;
  const name = parts[parts.length - 1]!;
  const where = `${module.name}/${path}`;
  if (parts.length === 1) {
    return SPECIAL_MODULE_FILES.has(path) ? undefined : `'${where}' is not in one of a module's folders.`;
  }
  switch (top) {
    case ModulePath.res:
      return module.name === BASE_MODULE && ARCHIVE_RESOURCES.has(path)
        ? `'${where}' is reserved for the resources Play adds when it archives an app.`
        : undefined;
    case ModulePath.assets:
      return undefined;
    case ModulePath.dex:
      if (parts.length !== 2) return `The dex/ folder cannot contain folders, found '${where}'.`;
      return DEX_NAME.test(name) ? undefined : `Files under dex/ must be named classes[N].dex, found '${where}'.`;
    case ModulePath.lib:
      if (parts.length !== 3) return `Native libraries must be lib/<abi>/<file>.so, found '${where}'.`;
      if (!name.endsWith('.so') && name !== 'wrap.sh') return `Files under lib/ must end in .so, found '${where}'.`;
      return ABIS.has(parts[1]!)
        ? undefined
        : `Unrecognized native architecture folder '${module.name}/lib/${parts[1]}'.`;
    case ModulePath.manifestDir:
      return path === ModulePath.manifest
        ? undefined
        : `Only AndroidManifest.xml may sit in manifest/, found '${where}'.`;
    case ModulePath.root:
      return RESERVED_ROOT.has(parts[1]!) || DEX_NAME.test(parts[1]!)
        ? `'${where}' uses the reserved name '${parts[1]}'.`
        : undefined;
    default:
      return `'${where}' is not in one of a module's folders.`;
  }
}

/**
 * bundletool's BundleFilesValidator (every module file in a folder made for its kind, with a valid name) and
 * ArchiveEntriesValidator (no file where Play puts its archived-app resources).
 */
export function checkModuleFiles(view: BundleView): string[] {
  return view.modules.flatMap((module) => [...module.files.keys()].flatMap((path) => checkFile(module, path) ?? []));
}
