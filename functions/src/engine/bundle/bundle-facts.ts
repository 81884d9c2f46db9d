import { ANDROID_NS, Attr } from '../core/xml/android-attrs.js';
import { ValueType } from '../core/res/res-value.js';
import type { XmlAttribute, XmlElement } from '../core/xml/xml-model.js';
import { readZipEntries, readZipEntryData } from '../core/zip/zip-reader.js';
import { BASE_MODULE } from './bundle-layout.js';
import { viewBundle } from './bundle-view.js';
import { verifyBundle, type BundleVerification } from './verify-bundle.js';

/** What a store needs to know of an uploaded bundle: the app it is, its version, its SDKs and who signed it. */
export interface BundleFacts extends BundleVerification {
  packageName?: string;
  versionCode?: number;
  versionName?: string;
  minSdk?: number;
  targetSdk?: number;
}

function attribute(element: XmlElement | undefined, id: number, name: string): XmlAttribute | undefined {
  return element?.attributes.find(
    (a) => a.resourceId === id || (a.resourceId === undefined && a.namespace === ANDROID_NS && a.name === name),
  );
}

function integer(attr: XmlAttribute | undefined): number | undefined {
  const value = attr?.value;
  return typeof value === 'object' && value.type === ValueType.INT_DEC ? value.data | 0 : undefined;
}

/**
 * Our validator's and the JAR signature's verdict on a bundle (verifyBundle), with the base module's manifest facts
 * when it can be read. Never throws: a file that is not a bundle answers `ok: false` with its issues.
 */
export function readBundleFacts(bytes: Uint8Array): BundleFacts {
  const facts: BundleFacts = verifyBundle(bytes);
  try {
    const entries = readZipEntries(bytes);
    const { view } = viewBundle(new Map(entries.map((entry) => [entry.name, readZipEntryData(bytes, entry)])));
    const root = view.modules.find((module) => module.name === BASE_MODULE)?.manifest?.root;
    if (!root) return facts;
    const pkg = root.attributes.find((a) => a.namespace === undefined && a.name === 'package')?.value;
    if (typeof pkg === 'string') facts.packageName = pkg;
    const versionCode = integer(attribute(root, Attr.versionCode, 'versionCode'));
    if (versionCode !== undefined) facts.versionCode = versionCode;
    const versionName = attribute(root, Attr.versionName, 'versionName')?.value;
    if (typeof versionName === 'string') facts.versionName = versionName;
    const usesSdk = root.children.find((child) => child.namespace === undefined && child.name === 'uses-sdk');
    const minSdk = integer(attribute(usesSdk, Attr.minSdkVersion, 'minSdkVersion'));
    const targetSdk = integer(attribute(usesSdk, Attr.targetSdkVersion, 'targetSdkVersion'));
    if (minSdk !== undefined) facts.minSdk = minSdk;
    if (targetSdk !== undefined) facts.targetSdk = targetSdk;
  } catch {
    // verifyBundle has already reported why the archive cannot be read.
  }
  return facts;
}
