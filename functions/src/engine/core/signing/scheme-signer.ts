import { sign, type KeyObject } from 'node:crypto';
import { concatBytes } from '../bytes/byte-writer.js';
import { encodeLineage, type LineageNode } from './lineage-format.js';
import { idAndBytes, lengthPrefixed, lengthPrefixedSequence, u32 } from './length-prefixed.js';
import {
  PROOF_OF_ROTATION_ATTR_ID,
  SIGNATURE_RSA_PKCS1_SHA256,
  STRIPPING_PROTECTION_ATTR_ID,
  V3_MAX_SDK,
  V3_MIN_SDK,
  V3_SCHEME_ID,
} from './signing-constants.js';

export interface SchemeKey {
  privateKey: KeyObject;
  certificate: Uint8Array;
  publicKeySpki: Uint8Array;
}

function signerBlock(signedData: Uint8Array, key: SchemeKey, sdkRange: Uint8Array): Uint8Array {
  const signature = new Uint8Array(sign('sha256', signedData, key.privateKey));
  return lengthPrefixed(
    lengthPrefixed(signedData),
    sdkRange,
    lengthPrefixed(lengthPrefixed(idAndBytes(SIGNATURE_RSA_PKCS1_SHA256, signature))),
    lengthPrefixed(key.publicKeySpki),
  );
}

/**
 * APK Signature Scheme v2 block value: one signer, SHA-256 content digest. With a v3 block beside it, the
 * stripping-protection attribute names v3, so removing that block is detected; without one it must not.
 */
export function v2BlockValue(contentDigest: Uint8Array, key: SchemeKey, withV3: boolean): Uint8Array {
  const attributes = withV3 ? [concatBytes([u32(STRIPPING_PROTECTION_ATTR_ID), u32(V3_SCHEME_ID)])] : [];
  const signedData = concatBytes([
    lengthPrefixed(lengthPrefixed(idAndBytes(SIGNATURE_RSA_PKCS1_SHA256, contentDigest))),
    lengthPrefixedSequence([key.certificate]),
    lengthPrefixedSequence(attributes),
  ]);
  return lengthPrefixed(signerBlock(signedData, key, new Uint8Array(0)));
}

/**
 * APK Signature Scheme v3 block value: like v2 plus the platform range (API 28 and up) inside and outside the signed
 * data and, after a key rotation, the proof-of-rotation lineage ending at `key`'s certificate as an attribute.
 */
export function v3BlockValue(contentDigest: Uint8Array, key: SchemeKey, lineage?: readonly LineageNode[]): Uint8Array {
  const sdkRange = concatBytes([u32(V3_MIN_SDK), u32(V3_MAX_SDK)]);
  const attributes = lineage ? [concatBytes([u32(PROOF_OF_ROTATION_ATTR_ID), encodeLineage(lineage)])] : [];
  const signedData = concatBytes([
    lengthPrefixed(lengthPrefixed(idAndBytes(SIGNATURE_RSA_PKCS1_SHA256, contentDigest))),
    lengthPrefixedSequence([key.certificate]),
    sdkRange,
    lengthPrefixedSequence(attributes),
  ]);
  return lengthPrefixed(signerBlock(signedData, key, sdkRange));
}
