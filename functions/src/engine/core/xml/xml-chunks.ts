/** Sizes of the binary XML node chunks (ResXMLTree_node and its extensions in ResourceTypes.h). */
export const XML_HEADER_SIZE = 8;
/** ResXMLTree_node: chunk header + lineNumber + comment. */
export const XML_NODE_HEADER_SIZE = 16;
/** Node header + ResXMLTree_namespaceExt (prefix, uri). */
export const XML_NAMESPACE_CHUNK_SIZE = XML_NODE_HEADER_SIZE + 8;
/** Node header + ResXMLTree_endElementExt (ns, name). */
export const XML_END_ELEMENT_CHUNK_SIZE = XML_NODE_HEADER_SIZE + 8;
/** ResXMLTree_attrExt: ns, name, attributeStart, attributeSize, attributeCount, idIndex, classIndex, styleIndex. */
export const XML_ATTR_EXT_SIZE = 20;
/** ResXMLTree_attribute: ns, name, rawValue, Res_value. */
export const XML_ATTRIBUTE_SIZE = 20;
/** Node header + ResXMLTree_cdataExt: the text's string index and a typed value (TYPE_NULL, as aapt2 writes). */
export const XML_CDATA_CHUNK_SIZE = XML_NODE_HEADER_SIZE + 4 + 8;
export const NO_INDEX = 0xffffffff;
