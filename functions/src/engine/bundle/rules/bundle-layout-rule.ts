import { isV1SignatureFile } from '../../core/signing/v1-signer.js';
import { BASE_MODULE, BUNDLE_CONFIG_PATH, BUNDLE_METADATA, META_INF, MODULE_NAME } from '../bundle-layout.js';
import type { BundleView } from '../bundle-view.js';

/**
 * The archive's top level (bundletool's MandatoryFilesPresenceValidator and BundleModuleName, plus our own
 * stricter rule that nothing stray sits beside the modules): BundleConfig.pb, the JAR signature in META-INF/,
 * bundletool metadata under BUNDLE-METADATA/<namespace>/, and module folders with valid names, base among them.
 */
export function checkBundleLayout(view: BundleView): string[] {
  const issues: string[] = [];
  for (const path of view.files.keys()) {
    const top = path.split('/')[0]!;
    if (!path.includes('/')) {
      if (path !== BUNDLE_CONFIG_PATH) issues.push(`Stray file '${path}' at the top of the bundle.`);
    } else if (top === META_INF) {
      if (!isV1SignatureFile(path))
        issues.push(`'${path}' is not a signature file; ${META_INF}/ holds only the signature.`);
    } else if (top === BUNDLE_METADATA) {
      if (path.split('/').length < 3)
        issues.push(`'${path}' must sit in a namespace folder under ${BUNDLE_METADATA}/.`);
    }
  }
  for (const module of view.modules) {
    if (!MODULE_NAME.test(module.name))
      issues.push(`Module name '${module.name}' is invalid: use a letter, then letters, digits or underscores.`);
  }
  if (!view.modules.some((m) => m.name === BASE_MODULE)) issues.push(`No '${BASE_MODULE}' module found.`);
  return issues;
}
