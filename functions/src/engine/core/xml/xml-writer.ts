import { ByteWriter } from '../bytes/byte-writer.js';
import { CHUNK_HEADER_SIZE, ChunkType, writeChunkHeader } from '../res/chunk.js';
import { ValueType, writeResValue } from '../res/res-value.js';
import { StringInterner, writeStringPool } from '../res/string-pool.js';
import {
  NO_INDEX,
  XML_ATTR_EXT_SIZE,
  XML_ATTRIBUTE_SIZE,
  XML_CDATA_CHUNK_SIZE,
  XML_END_ELEMENT_CHUNK_SIZE,
  XML_HEADER_SIZE,
  XML_NAMESPACE_CHUNK_SIZE,
  XML_NODE_HEADER_SIZE,
} from './xml-chunks.js';
import { compareAttributes, type XmlDocument, type XmlElement } from './xml-model.js';

/**
 * The string pool of a binary XML file. Attribute names that carry a resource id come first, one entry
 * per (name, id), sorted by id, so that the XML_RESOURCE_MAP can list their ids at the same indexes; they are
 * never shared with other strings (the platform would read a plain string at that index as an attribute).
 */
class XmlStringTable {
  private readonly pool = new StringInterner();
  readonly resourceIds: number[] = [];
  private readonly attributeIndex = new Map<number, number>();

  constructor(attributes: Map<number, string>) {
    for (const [id, name] of [...attributes].sort((a, b) => a[0] - b[0])) {
      this.attributeIndex.set(id, this.pool.append(name));
      this.resourceIds.push(id);
    }
  }

  get strings(): readonly string[] {
    return this.pool.strings;
  }

  attribute(id: number): number {
    const index = this.attributeIndex.get(id);
    if (index === undefined) throw new Error(`attribute 0x${id.toString(16)} not collected`);
    return index;
  }

  plain(value: string): number {
    return this.pool.add(value);
  }
}

function walk(element: XmlElement, visit: (e: XmlElement) => void): void {
  visit(element);
  for (const child of element.children) walk(child, visit);
}

function buildStringTable(doc: XmlDocument): XmlStringTable {
  const attributes = new Map<number, string>();
  walk(doc.root, (e) => {
    for (const a of e.attributes) {
      if (a.resourceId === undefined) continue;
      const known = attributes.get(a.resourceId);
      if (known !== undefined && known !== a.name)
        throw new Error(`attribute id 0x${a.resourceId.toString(16)} has two names`);
      attributes.set(a.resourceId, a.name);
    }
  });
  const table = new XmlStringTable(attributes);
  // Interning in document order keeps the pool (and so the bytes) stable for a given document.
  for (const ns of doc.namespaces) {
    table.plain(ns.prefix);
    table.plain(ns.uri);
  }
  walk(doc.root, (e) => {
    table.plain(e.name);
    for (const a of [...e.attributes].sort(compareAttributes)) {
      if (a.resourceId === undefined) table.plain(a.name);
      if (typeof a.value === 'string') table.plain(a.value);
    }
    if (e.text !== undefined) table.plain(e.text);
  });
  return table;
}

function elementsSize(e: XmlElement): number {
  const own =
    XML_NODE_HEADER_SIZE +
    XML_ATTR_EXT_SIZE +
    e.attributes.length * XML_ATTRIBUTE_SIZE +
    XML_END_ELEMENT_CHUNK_SIZE +
    (e.text === undefined ? 0 : XML_CDATA_CHUNK_SIZE);
  return e.children.reduce((sum, child) => sum + elementsSize(child), own);
}

/** Compiles an XML document (manifest, drawable, vector...) to Android's binary XML. */
export function writeBinaryXml(doc: XmlDocument, options: { utf8?: boolean } = {}): Uint8Array {
  const table = buildStringTable(doc);
  const pool = writeStringPool(table.strings, options);
  const mapSize = table.resourceIds.length ? CHUNK_HEADER_SIZE + 4 * table.resourceIds.length : 0;
  const nsSize = doc.namespaces.length * XML_NAMESPACE_CHUNK_SIZE * 2;
  const size = XML_HEADER_SIZE + pool.length + mapSize + nsSize + elementsSize(doc.root);
  const out = new ByteWriter(size);
  writeChunkHeader(out, ChunkType.XML, XML_HEADER_SIZE, size);
  out.raw(pool);
  if (mapSize) {
    writeChunkHeader(out, ChunkType.XML_RESOURCE_MAP, CHUNK_HEADER_SIZE, mapSize);
    for (const id of table.resourceIds) out.u32(id);
  }
  let line = 1;
  const node = (type: number, chunkSize: number, lineNumber: number) => {
    writeChunkHeader(out, type, XML_NODE_HEADER_SIZE, chunkSize);
    out.u32(lineNumber).u32(NO_INDEX);
  };
  for (const ns of doc.namespaces) {
    node(ChunkType.XML_START_NAMESPACE, XML_NAMESPACE_CHUNK_SIZE, line);
    out.u32(table.plain(ns.prefix)).u32(table.plain(ns.uri));
  }
  const writeElement = (e: XmlElement) => {
    const lineNumber = ++line;
    const attributes = [...e.attributes].sort(compareAttributes);
    node(
      ChunkType.XML_START_ELEMENT,
      XML_NODE_HEADER_SIZE + XML_ATTR_EXT_SIZE + attributes.length * XML_ATTRIBUTE_SIZE,
      lineNumber,
    );
    const nsIndex = e.namespace === undefined ? NO_INDEX : table.plain(e.namespace);
    out.u32(nsIndex).u32(table.plain(e.name)).u16(XML_ATTR_EXT_SIZE).u16(XML_ATTRIBUTE_SIZE).u16(attributes.length);
    out.u16(0).u16(0).u16(0);
    for (const a of attributes) {
      out.u32(a.namespace === undefined ? NO_INDEX : table.plain(a.namespace));
      out.u32(a.resourceId === undefined ? table.plain(a.name) : table.attribute(a.resourceId));
      if (typeof a.value === 'string') {
        const index = table.plain(a.value);
        out.u32(index);
        writeResValue(out, { type: ValueType.STRING, data: index });
      } else {
        out.u32(NO_INDEX);
        writeResValue(out, a.value);
      }
    }
    if (e.text !== undefined) {
      node(ChunkType.XML_CDATA, XML_CDATA_CHUNK_SIZE, lineNumber);
      out.u32(table.plain(e.text));
      writeResValue(out, { type: ValueType.NULL, data: 0 });
    }
    for (const child of e.children) writeElement(child);
    node(ChunkType.XML_END_ELEMENT, XML_END_ELEMENT_CHUNK_SIZE, lineNumber);
    out.u32(nsIndex).u32(table.plain(e.name));
  };
  writeElement(doc.root);
  for (const ns of [...doc.namespaces].reverse()) {
    node(ChunkType.XML_END_NAMESPACE, XML_NAMESPACE_CHUNK_SIZE, line);
    out.u32(table.plain(ns.prefix)).u32(table.plain(ns.uri));
  }
  return out.finish();
}
