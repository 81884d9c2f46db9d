import { ByteWriter, concatBytes } from '../bytes/byte-writer.js';
import { lengthPrefixed, readLengthPrefixed, reader, SigningBlockFormatError, u32 } from './length-prefixed.js';

/**
 * The proof-of-rotation lineage (apksig's SigningCertificateLineage), oldest certificate first. Each node after the
 * first is signed by the key of the node before it, so the chain proves that every key handed over to the next.
 * docs/shell-contract.md "Signing" has the rules Android applies to it.
 */
export interface LineageNode {
  /** The certificate, X.509 DER. */
  certificate: Uint8Array;
  /** The algorithm the previous node's key signed this node with (0 for the first node). */
  parentSignatureAlgorithm: number;
  /** What this certificate may still do once it is a past signer (LINEAGE_FLAGS). */
  flags: number;
  /** The algorithm this node's key signs the next node with (0 for the last node). */
  signatureAlgorithm: number;
  /** The previous key's signature over signedNodeData(certificate, parentSignatureAlgorithm); empty for the first. */
  signature: Uint8Array;
}

export class LineageFormatError extends SigningBlockFormatError {}

/** Capabilities a past signer keeps (apksig SignerCapabilities); rollback stays off, as apksigner's default. */
const LINEAGE_FLAGS = {
  installedData: 1,
  sharedUserId: 2,
  permission: 4,
  rollback: 8,
  auth: 16,
} as const;
export const DEFAULT_LINEAGE_FLAGS =
  LINEAGE_FLAGS.installedData | LINEAGE_FLAGS.sharedUserId | LINEAGE_FLAGS.permission | LINEAGE_FLAGS.auth;

/** The lineage's own format version, inside the v3 attribute and inside the file. */
const LINEAGE_VERSION = 1;
/** A standalone lineage file (`apksigner rotate --out`): u32 magic, u32 version, length-prefixed lineage. */
const LINEAGE_FILE_MAGIC = 0x3eff39d1;
const LINEAGE_FILE_VERSION = 1;

/** What the previous key signs for a node: the length-prefixed certificate and the algorithm it signs with. */
export function signedNodeData(certificate: Uint8Array, parentSignatureAlgorithm: number): Uint8Array {
  return concatBytes([lengthPrefixed(certificate), u32(parentSignatureAlgorithm)]);
}

function encodeNode(node: LineageNode): Uint8Array {
  return concatBytes([
    lengthPrefixed(signedNodeData(node.certificate, node.parentSignatureAlgorithm)),
    u32(node.flags),
    u32(node.signatureAlgorithm),
    lengthPrefixed(node.signature),
  ]);
}

/** The lineage as the v3 signer's proof-of-rotation attribute holds it: u32 version, then length-prefixed nodes. */
export function encodeLineage(nodes: readonly LineageNode[]): Uint8Array {
  return concatBytes([u32(LINEAGE_VERSION), ...nodes.map((node) => lengthPrefixed(encodeNode(node)))]);
}

const fail = (message: string) => new LineageFormatError(`lineage: ${message}`);

/** Reads the attribute form; the signatures are checked by verifyLineage, not here. */
export function decodeLineage(bytes: Uint8Array): LineageNode[] {
  const from = reader(bytes);
  if (from.remaining < 4) throw fail('no version');
  const version = from.u32();
  if (version !== LINEAGE_VERSION) throw fail(`unsupported version ${version}`);
  const nodes: LineageNode[] = [];
  while (from.remaining > 0) {
    const node = reader(readLengthPrefixed(from));
    const signed = reader(readLengthPrefixed(node));
    const certificate = readLengthPrefixed(signed);
    const parentSignatureAlgorithm = signed.u32();
    if (signed.remaining) throw fail('trailing bytes in a node');
    const flags = node.u32();
    const signatureAlgorithm = node.u32();
    const signature = readLengthPrefixed(node);
    if (node.remaining) throw fail('trailing bytes after a node');
    nodes.push({ certificate, parentSignatureAlgorithm, flags, signatureAlgorithm, signature });
  }
  if (nodes.length === 0) throw fail('no certificates');
  return nodes;
}

/** The file `apksigner rotate` writes and `apksigner lineage --in` reads. */
export function writeLineageFile(nodes: readonly LineageNode[]): Uint8Array {
  const lineage = encodeLineage(nodes);
  return new ByteWriter(12 + lineage.length)
    .u32(LINEAGE_FILE_MAGIC)
    .u32(LINEAGE_FILE_VERSION)
    .u32(lineage.length)
    .raw(lineage)
    .finish();
}

export function readLineageFile(bytes: Uint8Array): LineageNode[] {
  const from = reader(bytes);
  if (from.remaining < 12 || from.u32() !== LINEAGE_FILE_MAGIC) throw fail('not a signing certificate lineage file');
  const version = from.u32();
  if (version !== LINEAGE_FILE_VERSION) throw fail(`unsupported file version ${version}`);
  const lineage = readLengthPrefixed(from);
  if (from.remaining) throw fail('trailing bytes after the lineage');
  return decodeLineage(lineage);
}
