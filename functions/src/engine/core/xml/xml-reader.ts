import { ByteReader, FormatError } from '../bytes/byte-reader.js';
import { ChunkType, readChunkHeader } from '../res/chunk.js';
import { readResValue, ValueType } from '../res/res-value.js';
import { readStringPool } from '../res/string-pool.js';
import { NO_INDEX } from './xml-chunks.js';
import type { XmlAttribute, XmlDocument, XmlElement, XmlNamespace } from './xml-model.js';

export class BinaryXmlFormatError extends FormatError {}

const fail = (message: string) => new BinaryXmlFormatError(`binary XML: ${message}`);

/** Parses Android binary XML back into the document model; attribute ids come from the resource map. */
export function readBinaryXml(bytes: Uint8Array): XmlDocument & { resourceIds: number[]; strings: string[] } {
  const reader = new ByteReader(bytes, fail);
  const header = readChunkHeader(reader);
  if (header.type !== ChunkType.XML) throw fail(`not an XML chunk (0x${header.type.toString(16)})`);
  if (header.size !== bytes.length) throw fail(`chunk size ${header.size} != file size ${bytes.length}`);
  reader.offset = header.headerSize;
  let strings: string[] | undefined;
  let resourceIds: number[] = [];
  const namespaces: XmlNamespace[] = [];
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const str = (index: number): string => {
    const value = strings?.[index];
    if (value === undefined) throw fail(`string index ${index} out of range`);
    return value;
  };
  const optional = (index: number) => (index === NO_INDEX ? undefined : str(index));
  while (reader.offset < bytes.length) {
    const start = reader.offset;
    const type = reader.u16At(start);
    if (type === ChunkType.STRING_POOL) {
      strings = readStringPool(reader).strings;
      continue;
    }
    const chunk = readChunkHeader(reader);
    const end = chunk.start + chunk.size;
    if (type === ChunkType.XML_RESOURCE_MAP) {
      resourceIds = [];
      while (reader.offset < end) resourceIds.push(reader.u32());
    } else if (type === ChunkType.XML_START_NAMESPACE) {
      reader.offset = chunk.start + chunk.headerSize;
      namespaces.push({ prefix: str(reader.u32()), uri: str(reader.u32()) });
    } else if (type === ChunkType.XML_START_ELEMENT) {
      reader.offset = chunk.start + chunk.headerSize;
      const namespace = optional(reader.u32());
      const name = str(reader.u32());
      const attributeStart = reader.u16();
      const attributeSize = reader.u16();
      const count = reader.u16();
      const attributes: XmlAttribute[] = [];
      for (let i = 0; i < count; i++) {
        reader.offset = chunk.start + chunk.headerSize + attributeStart + i * attributeSize;
        const attrNs = optional(reader.u32());
        const nameIndex = reader.u32();
        const raw = reader.u32();
        const typed = readResValue(reader);
        const attribute: XmlAttribute = { name: str(nameIndex), value: typed };
        if (attrNs !== undefined) attribute.namespace = attrNs;
        const id = resourceIds[nameIndex];
        if (id !== undefined) attribute.resourceId = id;
        if (typed.type === ValueType.STRING) {
          if (raw !== typed.data) throw fail(`attribute ${attribute.name}: raw string ${raw} != typed ${typed.data}`);
          attribute.value = str(raw);
        }
        attributes.push(attribute);
      }
      const e: XmlElement = { name, attributes, children: [] };
      if (namespace !== undefined) e.namespace = namespace;
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(e);
      else if (root) throw fail('more than one root element');
      else root = e;
      stack.push(e);
    } else if (type === ChunkType.XML_CDATA) {
      reader.offset = chunk.start + chunk.headerSize;
      const parent = stack[stack.length - 1];
      if (!parent || parent.children.length || parent.text !== undefined)
        throw fail(`text outside an element's start at ${start}`);
      parent.text = str(reader.u32());
    } else if (type === ChunkType.XML_END_ELEMENT) {
      reader.offset = chunk.start + chunk.headerSize + 4;
      const closed = stack.pop();
      if (!closed || closed.name !== str(reader.u32())) throw fail(`unbalanced end element at ${start}`);
    } else if (type !== ChunkType.XML_END_NAMESPACE) {
      throw fail(`unexpected chunk 0x${type.toString(16)} at ${start}`);
    }
    reader.offset = end;
  }
  if (!root || stack.length) throw fail('missing or unclosed root element');
  if (!strings) throw fail('no string pool');
  return { namespaces, root, resourceIds, strings };
}
