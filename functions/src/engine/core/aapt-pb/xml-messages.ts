import type { MessageSchema } from '../proto/message-schema.js';
import { ItemSchema, SourcePositionSchema, type ItemMessage, type SourcePositionMessage } from './value-messages.js';

/**
 * aapt.pb.XmlNode and its parts (aapt2's Resources.proto): the form of AndroidManifest.xml and of every XML
 * resource file in a bundle module.
 */
interface XmlNamespaceMessage {
  prefix?: string;
  uri?: string;
  source?: SourcePositionMessage;
}

export interface XmlAttributeMessage {
  namespaceUri?: string;
  name?: string;
  /** The text of the value; for a string value, the string itself. */
  value?: string;
  source?: SourcePositionMessage;
  resourceId?: number;
  compiledItem?: ItemMessage;
}

export interface XmlElementMessage {
  namespaceDeclaration?: XmlNamespaceMessage[];
  namespaceUri?: string;
  name?: string;
  attribute?: XmlAttributeMessage[];
  child?: XmlNodeMessage[];
}

/** An element or a text node (a oneof), with its source line. */
export interface XmlNodeMessage {
  element?: XmlElementMessage;
  text?: string;
  source?: SourcePositionMessage;
}

const XmlNamespaceSchema: MessageSchema<XmlNamespaceMessage> = {
  prefix: { no: 1, kind: 'string' },
  uri: { no: 2, kind: 'string' },
  source: { no: 3, message: () => SourcePositionSchema },
};

const XmlAttributeSchema: MessageSchema<XmlAttributeMessage> = {
  namespaceUri: { no: 1, kind: 'string' },
  name: { no: 2, kind: 'string' },
  value: { no: 3, kind: 'string' },
  source: { no: 4, message: () => SourcePositionSchema },
  resourceId: { no: 5, kind: 'uint32' },
  compiledItem: { no: 6, message: () => ItemSchema },
};

const XmlElementSchema: MessageSchema<XmlElementMessage> = {
  namespaceDeclaration: { no: 1, repeated: true, message: () => XmlNamespaceSchema },
  namespaceUri: { no: 2, kind: 'string' },
  name: { no: 3, kind: 'string' },
  attribute: { no: 4, repeated: true, message: () => XmlAttributeSchema },
  child: { no: 5, repeated: true, message: () => XmlNodeSchema },
};

export const XmlNodeSchema: MessageSchema<XmlNodeMessage> = {
  element: { no: 1, message: () => XmlElementSchema, oneof: 'node' },
  text: { no: 2, kind: 'string', oneof: 'node' },
  source: { no: 3, message: () => SourcePositionSchema },
};
