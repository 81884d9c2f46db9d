/** APK Signing Block (source.android.com/docs/security/features/apksigning/v2#apk-signing-block). */
export const SIGNING_BLOCK_MAGIC = new TextEncoder().encode('APK Sig Block 42');
/** u64 size + ... + u64 size + 16-byte magic. */
export const SIGNING_BLOCK_FOOTER_SIZE = 8 + 16;

export const V2_BLOCK_ID = 0x7109871a;
export const V3_BLOCK_ID = 0xf05368c0;

/** RSASSA-PKCS1-v1_5 with SHA2-256, content digested in 1 MiB chunks. */
export const SIGNATURE_RSA_PKCS1_SHA256 = 0x0103;
export const CONTENT_CHUNK_SIZE = 1024 * 1024;
export const CHUNK_PREFIX = 0xa5;
export const TOP_LEVEL_PREFIX = 0x5a;

/** v2 additional attribute: "this APK was also signed with scheme N" (stops v3 stripping). */
export const STRIPPING_PROTECTION_ATTR_ID = 0xbeeff00d;
export const V3_SCHEME_ID = 3;
/** v3 signer attribute holding the proof-of-rotation lineage (lineage-format.ts). */
export const PROOF_OF_ROTATION_ATTR_ID = 0x3ba06f8c;

/**
 * v3 exists from Android 9 (API 28); the record's SDK range says which platforms must use it. A rotated key therefore
 * takes effect from API 28 (apksigner's `--rotation-min-sdk-version 28`; docs/shell-contract.md "Signing").
 */
export const V3_MIN_SDK = 28;
export const V3_MAX_SDK = 0x7fffffff;

export const V1_MANIFEST = 'META-INF/MANIFEST.MF';
export const V1_SIGNATURE_FILE = 'META-INF/CERT.SF';
export const V1_SIGNATURE_BLOCK = 'META-INF/CERT.RSA';
/** CERT.SF's marker naming the APK Signature Schemes beside v1 (stripping protection), e.g. "2, 3". */
export const V1_APK_SIGNED_HEADER = 'X-Android-APK-Signed';
export const CREATED_BY = '1.0 (Apkforge)';
