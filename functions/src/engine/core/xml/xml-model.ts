import type { ResValue } from '../res/res-value.js';
import { ANDROID_NS, Attr, type AttrName } from './android-attrs.js';

/** A compiled attribute value: a plain string, or a typed Res_value (reference, boolean, integer, colour...). */
export type XmlValue = string | ResValue;

export interface XmlAttribute {
  /** Namespace URI, absent for plain attributes such as `package`. */
  namespace?: string;
  name: string;
  /** Framework attribute id; attributes with an id are found by id on the device. */
  resourceId?: number;
  value: XmlValue;
}

export interface XmlElement {
  namespace?: string;
  name: string;
  attributes: XmlAttribute[];
  children: XmlElement[];
  /** Text content, before the children (a network security config's <domain>example.com</domain>). */
  text?: string;
}

export interface XmlNamespace {
  prefix: string;
  uri: string;
}

export interface XmlDocument {
  namespaces: XmlNamespace[];
  root: XmlElement;
}

export function androidAttr(name: AttrName, value: XmlValue): XmlAttribute {
  return { namespace: ANDROID_NS, name, resourceId: Attr[name], value };
}

export function plainAttr(name: string, value: XmlValue): XmlAttribute {
  return { name, value };
}

export function element(name: string, attributes: XmlAttribute[] = [], children: XmlElement[] = []): XmlElement {
  return { name, attributes, children };
}

/** A document whose root declares the android namespace, as every resource XML does. */
export function androidDocument(root: XmlElement): XmlDocument {
  return { namespaces: [{ prefix: 'android', uri: ANDROID_NS }], root };
}

/**
 * Attribute order the platform's binary search assumes: attributes with a resource id first, by id;
 * then the rest by namespace and name (as aapt2's XmlFlattener does).
 */
export function compareAttributes(a: XmlAttribute, b: XmlAttribute): number {
  if (a.resourceId !== undefined && b.resourceId !== undefined) return a.resourceId - b.resourceId;
  if (a.resourceId !== undefined) return -1;
  if (b.resourceId !== undefined) return 1;
  return compareCodeUnits(a.namespace ?? '', b.namespace ?? '') || compareCodeUnits(a.name, b.name);
}

/** Locale-independent ordering, so output never depends on the machine's ICU data. */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
