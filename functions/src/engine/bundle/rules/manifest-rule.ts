import type { XmlAttribute, XmlElement } from '../../core/xml/xml-model.js';
import { ANDROID_NS, Attr } from '../../core/xml/android-attrs.js';
import { ValueType } from '../../core/res/res-value.js';
import { BASE_MODULE, DIST_NS } from '../bundle-layout.js';
import type { BundleView, ModuleView } from '../bundle-view.js';

/** android:targetSandboxVersion (public.xml). */
const TARGET_SANDBOX_VERSION = 0x0101054c;
/** Android's rule for an application id: dot-separated segments, each a letter then [a-zA-Z0-9_]. */
const PACKAGE_NAME = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;

function androidAttr(e: XmlElement | undefined, id: number, name: string): XmlAttribute | undefined {
  return e?.attributes.find(
    (a) => a.resourceId === id || (a.resourceId === undefined && a.namespace === ANDROID_NS && a.name === name),
  );
}

/** The decimal integer of an attribute, or a description of why it is not one. */
function decimal(attribute: XmlAttribute | undefined): number | string | undefined {
  if (!attribute) return undefined;
  const v = attribute.value;
  return typeof v === 'object' && v.type === ValueType.INT_DEC ? v.data | 0 : `not a decimal integer`;
}

const plain = (e: XmlElement, name: string) => e.attributes.filter((a) => a.namespace === undefined && a.name === name);
const child = (e: XmlElement | undefined, ns: string | undefined, name: string) =>
  e?.children.find((c) => c.namespace === ns && c.name === name);

function checkSdk(module: ModuleView, root: XmlElement, issues: string[]): void {
  const usesSdk = child(root, undefined, 'uses-sdk');
  const sdk = (id: number, name: string) => decimal(androidAttr(usesSdk, id, name));
  const min = sdk(Attr.minSdkVersion, 'minSdkVersion');
  const target = sdk(Attr.targetSdkVersion, 'targetSdkVersion');
  const max = sdk(Attr.maxSdkVersion, 'maxSdkVersion');
  const where = `Module '${module.name}'`;
  for (const [name, value] of [
    ['minSdkVersion', min],
    ['targetSdkVersion', target],
  ] as const) {
    if (value === undefined) issues.push(`${where}: <uses-sdk> has no ${name}.`);
  }
  for (const [name, value] of [
    ['minSdkVersion', min],
    ['targetSdkVersion', target],
    ['maxSdkVersion', max],
  ] as const) {
    if (typeof value === 'string') issues.push(`${where}: ${name} is ${value}.`);
    else if (value !== undefined && value < 1) issues.push(`${where}: ${name} must be at least 1, found ${value}.`);
  }
  if (typeof min === 'number' && typeof target === 'number' && target < min)
    issues.push(`${where}: targetSdkVersion (${target}) is lower than minSdkVersion (${min}).`);
  if (typeof min === 'number' && typeof max === 'number' && max < min)
    issues.push(`${where}: minSdkVersion (${min}) is greater than maxSdkVersion (${max}).`);
}

function checkDelivery(root: XmlElement, issues: string[]): void {
  const dist = child(root, DIST_NS, 'module');
  const onDemand = dist?.attributes.find((a) => a.namespace === DIST_NS && a.name === 'onDemand')?.value;
  const delivery = child(dist, DIST_NS, 'delivery');
  if ((typeof onDemand === 'object' && onDemand.data !== 0) || child(delivery, DIST_NS, 'on-demand'))
    issues.push('The base module cannot be marked on-demand since it will always be served.');
  if (child(child(delivery, DIST_NS, 'install-time'), DIST_NS, 'conditions'))
    issues.push('The base module cannot have conditions since it will always be served.');
  const include = child(dist, DIST_NS, 'fusing')?.attributes.find(
    (a) => a.namespace === DIST_NS && a.name === 'include',
  );
  if (include && typeof include.value === 'object' && include.value.data === 0)
    issues.push('The base module cannot be excluded from fusing.');
}

/**
 * bundletool's AndroidManifestValidator and ModuleNamesValidator for the rules that apply to app modules,
 * plus what Play needs to accept an upload: a valid package name and sane SDK levels.
 */
export function checkManifests(view: BundleView): string[] {
  const issues: string[] = [];
  const versionCodes = new Set<number>();
  for (const module of view.modules) {
    const root = module.manifest?.root;
    if (!root) continue;
    const where = `Module '${module.name}'`;
    if (root.name !== 'manifest' || root.namespace)
      issues.push(`${where}: the manifest's root is <${root.name}>, not <manifest>.`);
    const pkg = plain(root, 'package')[0]?.value;
    if (pkg === undefined) issues.push(`${where}: package name not found in the manifest.`);
    else if (typeof pkg !== 'string' || !PACKAGE_NAME.test(pkg))
      issues.push(`${where}: invalid package name '${String(pkg)}'.`);
    const versionCode = decimal(androidAttr(root, Attr.versionCode, 'versionCode'));
    if (versionCode === undefined) issues.push(`${where}: version code not found in the manifest.`);
    else if (typeof versionCode === 'string') issues.push(`${where}: versionCode is ${versionCode}.`);
    else if (versionCode < 1) issues.push(`${where}: versionCode must be positive, found ${versionCode}.`);
    else versionCodes.add(versionCode);
    checkSdk(module, root, issues);
    const sandbox = decimal(androidAttr(root, TARGET_SANDBOX_VERSION, 'targetSandboxVersion'));
    if (typeof sandbox === 'number' && sandbox > 2)
      issues.push(`${where}: targetSandboxVersion cannot be greater than 2, found ${sandbox}.`);
    const splits = plain(root, 'split');
    if (splits.length > 1) issues.push(`${where}: the attribute 'split' is declared more than once.`);
    if (module.name === BASE_MODULE) {
      if (splits.length)
        issues.push("The base module should not have the 'split' attribute set in the AndroidManifest.xml.");
      checkDelivery(root, issues);
    } else if (!splits.length)
      issues.push(`No 'split' attribute found in the AndroidManifest.xml of module '${module.name}'.`);
    else if (splits[0]!.value !== module.name)
      issues.push(
        `The 'split' attribute of module '${module.name}' must be its name, found '${String(splits[0]!.value)}'.`,
      );
  }
  if (versionCodes.size > 1)
    issues.push(
      `App Bundle modules should have the same version code but found [${[...versionCodes].sort((a, b) => a - b).join(', ')}].`,
    );
  return issues;
}
