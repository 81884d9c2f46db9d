import { createHash, type KeyObject } from 'node:crypto';
import { utf8 } from '../bytes/byte-writer.js';
import { createDetachedSignedData } from '../crypto/pkcs7.js';
import { writeSection } from './jar-manifest.js';
import {
  CREATED_BY,
  V1_APK_SIGNED_HEADER,
  V1_MANIFEST,
  V1_SIGNATURE_BLOCK,
  V1_SIGNATURE_FILE,
} from './signing-constants.js';

const sha256Base64 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('base64');

/** Files a v1 signature neither covers nor may contain: the signature files themselves. */
export function isV1SignatureFile(name: string): boolean {
  if (!name.startsWith('META-INF/') || name.indexOf('/', 9) >= 0) return false;
  return name === V1_MANIFEST || /\.(SF|RSA|DSA|EC)$/i.test(name);
}

/**
 * JAR signing (v1) for devices and tools that still look at it: MANIFEST.MF with each entry's SHA-256,
 * CERT.SF with the manifest's and each section's SHA-256 and the X-Android-APK-Signed marker naming the other
 * `schemes`, and the PKCS#7 signature of CERT.SF in CERT.RSA. An App Bundle is a plain signed JAR (no
 * schemes, no marker): it has no APK signatures for the marker to protect.
 */
export function signV1(
  files: readonly { name: string; data: Uint8Array }[],
  certificate: Uint8Array,
  privateKey: KeyObject,
  schemes: readonly number[],
): { name: string; data: Uint8Array }[] {
  const covered = files
    .filter((f) => !isV1SignatureFile(f.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const mainSection = writeSection([
    ['Manifest-Version', '1.0'],
    ['Created-By', CREATED_BY],
  ]);
  const entrySections = covered.map((f) =>
    writeSection([
      ['Name', f.name],
      ['SHA-256-Digest', sha256Base64(f.data)],
    ]),
  );
  const manifest = mainSection + entrySections.join('');
  const [headerName, headerValue] = [V1_APK_SIGNED_HEADER, schemes.join(', ')];
  const signatureFile =
    writeSection([
      ['Signature-Version', '1.0'],
      ['Created-By', CREATED_BY],
      ['SHA-256-Digest-Manifest', sha256Base64(manifest)],
      ['SHA-256-Digest-Manifest-Main-Attributes', sha256Base64(mainSection)],
      ...(schemes.length ? [[headerName, headerValue] as [string, string]] : []),
    ]) +
    covered
      .map((f, i) =>
        writeSection([
          ['Name', f.name],
          ['SHA-256-Digest', sha256Base64(entrySections[i]!)],
        ]),
      )
      .join('');
  const signatureFileBytes = utf8.encode(signatureFile);
  return [
    { name: V1_MANIFEST, data: utf8.encode(manifest) },
    { name: V1_SIGNATURE_FILE, data: signatureFileBytes },
    { name: V1_SIGNATURE_BLOCK, data: createDetachedSignedData(signatureFileBytes, certificate, privateKey) },
  ];
}
