import { decodeMasterSecret, deriveKey } from '../platform/crypto/derive-keys.js';

/**
 * The HMAC key of download links (delivery/download-token.ts), from DOWNLOAD_LINKS_SECRET alone: the signing-key
 * secret plays no part, so a leaked link key reveals nothing about signing keys, and rotating DOWNLOAD_LINKS_SECRET
 * only ends the links outstanding at that moment (they live minutes).
 */
export function downloadLinkKey(secret: string): Buffer {
  return deriveKey(decodeMasterSecret(secret, 'DOWNLOAD_LINKS_SECRET'), 'download-tokens/hmac-sha256/v1');
}
