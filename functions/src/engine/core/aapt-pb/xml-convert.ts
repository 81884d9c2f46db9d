import { decodeMessage, encodeMessage } from '../proto/message-codec.js';
import type { XmlAttribute, XmlDocument, XmlElement, XmlNamespace } from '../xml/xml-model.js';
import { itemFromResValue, ValueConversionError, valueFromItem } from './item-convert.js';
import { portableXmlText } from './xml-text.js';
import {
  XmlNodeSchema,
  type XmlAttributeMessage,
  type XmlElementMessage,
  type XmlNodeMessage,
} from './xml-messages.js';

/**
 * Line numbers as core/xml/xml-writer.ts assigns them (namespaces on line 1, elements from line 2 in document
 * order), so that a document dumps the same from its binary and its protobuf form.
 */
const NAMESPACE_LINE = 1;

function attributeMessage(attribute: XmlAttribute): XmlAttributeMessage {
  const message: XmlAttributeMessage = {};
  if (attribute.namespace) message.namespaceUri = attribute.namespace;
  message.name = attribute.name;
  if (typeof attribute.value === 'string') {
    // The compiled string keeps the text exactly: aapt2 would otherwise re-read `value` as XML source text
    // and interpret quotes and backslashes in it.
    message.value = attribute.value;
    message.compiledItem = { str: { value: attribute.value } };
  } else {
    message.compiledItem = itemFromResValue(attribute.value);
  }
  if (attribute.resourceId !== undefined) message.resourceId = attribute.resourceId;
  return message;
}

/** aapt.pb.XmlNode of a document: the root element, carrying the document's namespace declarations. */
export function xmlToMessage(doc: XmlDocument): XmlNodeMessage {
  let line = NAMESPACE_LINE;
  const node = (e: XmlElement): XmlNodeMessage => {
    const lineNumber = ++line;
    const element: XmlElementMessage = {};
    if (e.namespace) element.namespaceUri = e.namespace;
    element.name = e.name;
    if (e.attributes.length) element.attribute = e.attributes.map(attributeMessage);
    // Text comes before the child elements and shares the element's line, as the binary writer puts it.
    const text: XmlNodeMessage[] =
      e.text === undefined ? [] : [{ text: portableXmlText(e.text, e.name), source: { lineNumber } }];
    const children = [...text, ...e.children.map(node)];
    if (children.length) element.child = children;
    return { element, source: { lineNumber } };
  };
  const root = node(doc.root);
  if (doc.namespaces.length) {
    root.element!.namespaceDeclaration = doc.namespaces.map((ns) => ({
      prefix: ns.prefix,
      uri: ns.uri,
      source: { lineNumber: NAMESPACE_LINE },
    }));
  }
  return root;
}

function attributeFromMessage(message: XmlAttributeMessage): XmlAttribute {
  if (!message.name) throw new ValueConversionError('XML attribute without a name');
  const attribute: XmlAttribute = {
    name: message.name,
    value: message.compiledItem ? valueFromItem(message.compiledItem) : (message.value ?? ''),
  };
  if (message.namespaceUri) attribute.namespace = message.namespaceUri;
  if (message.resourceId) attribute.resourceId = message.resourceId;
  return attribute;
}

/**
 * The document of an aapt.pb.XmlNode. Namespace declarations are collected on the document (the binary form
 * declares them around the root); whitespace between elements is dropped, as the binary form drops it, and
 * other text must be portable (xml-text.ts).
 */
function xmlFromMessage(message: XmlNodeMessage): XmlDocument {
  const namespaces: XmlNamespace[] = [];
  const element = (m: XmlElementMessage): XmlElement => {
    for (const ns of m.namespaceDeclaration ?? []) {
      if (!namespaces.some((n) => n.prefix === ns.prefix && n.uri === ns.uri))
        namespaces.push({ prefix: ns.prefix ?? '', uri: ns.uri ?? '' });
    }
    if (!m.name) throw new ValueConversionError('XML element without a name');
    const e: XmlElement = {
      name: m.name,
      attributes: (m.attribute ?? []).map(attributeFromMessage),
      children: [],
    };
    if (m.namespaceUri) e.namespace = m.namespaceUri;
    for (const child of m.child ?? []) {
      if (child.element) e.children.push(element(child.element));
      else if (child.text?.trim()) {
        // The model holds one text, before the children (the binary reader's rule too).
        if (e.children.length || e.text !== undefined)
          throw new ValueConversionError(`<${m.name}> has text after its first child or twice`);
        e.text = portableXmlText(child.text, m.name);
      }
    }
    return e;
  };
  if (!message.element) throw new ValueConversionError('XML document without a root element');
  const root = element(message.element);
  return { namespaces, root };
}

/** A document in the protobuf XML form of a bundle (manifest, res/ XML files). */
export function writeProtoXml(doc: XmlDocument): Uint8Array {
  return encodeMessage(XmlNodeSchema, xmlToMessage(doc));
}

export function readProtoXml(bytes: Uint8Array, name = 'XmlNode'): XmlDocument {
  return xmlFromMessage(decodeMessage(XmlNodeSchema, bytes, name));
}
