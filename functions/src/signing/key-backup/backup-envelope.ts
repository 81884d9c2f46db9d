import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/**
 * The encrypted key backup (docs/data-model.md "Key backups"): a JSON envelope holding an AES-256-GCM ciphertext whose
 * key is encrypted with RSA-OAEP (SHA-256) to the offline recovery public key. Only the recovery private key, which
 * never touches a server, opens it; the header is authenticated, so a changed byte anywhere refuses the whole file.
 */
const BACKUP_FORMAT = 'apkforge-key-backup/1';

interface BackupEnvelope {
  format: typeof BACKUP_FORMAT;
  createdAt: number;
  /** SHA-256 of the recovery public key (SPKI DER): which recovery key opens this file. */
  recipientSha256: string;
  wrappedKey: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

/** A backup that does not open: another recovery key, a damaged or altered file. Nothing is restored from it. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Recovery keys are RSA of at least 3072 bits: they guard every customer's key for years. */
const MIN_RECOVERY_KEY_BITS = 3072;

function readRecoveryPublicKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPublicKey({ key: pem.trim(), format: 'pem' });
  } catch {
    throw new BackupError('The recovery public key is not a PEM public key (-----BEGIN PUBLIC KEY-----).');
  }
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_RECOVERY_KEY_BITS)
    throw new BackupError(`The recovery public key must be an RSA key of at least ${MIN_RECOVERY_KEY_BITS} bits.`);
  return key;
}

const recipientOf = (publicKey: KeyObject) =>
  createHash('sha256')
    .update(publicKey.export({ format: 'der', type: 'spki' }))
    .digest('hex');

/** What GCM authenticates besides the ciphertext: every header field, in a fixed order. */
const headerOf = (e: Pick<BackupEnvelope, 'format' | 'createdAt' | 'recipientSha256' | 'wrappedKey'>) =>
  Buffer.from(JSON.stringify([e.format, e.createdAt, e.recipientSha256, e.wrappedKey]));

export function encryptBackup(plaintext: Uint8Array, recoveryPublicKeyPem: string, createdAt: number): Uint8Array {
  const publicKey = readRecoveryPublicKey(recoveryPublicKeyPem);
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const wrappedKey = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  ).toString('base64');
  const header = { format: BACKUP_FORMAT, createdAt, recipientSha256: recipientOf(publicKey), wrappedKey } as const;
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  cipher.setAAD(headerOf(header));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const envelope: BackupEnvelope = {
    ...header,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
  return new Uint8Array(Buffer.from(`${JSON.stringify(envelope)}\n`));
}

export function decryptBackup(
  file: Uint8Array,
  recoveryPrivateKeyPem: string,
): { createdAt: number; plaintext: Buffer } {
  let envelope: BackupEnvelope;
  try {
    envelope = JSON.parse(Buffer.from(file).toString('utf8')) as BackupEnvelope;
  } catch {
    throw new BackupError('This is not an Apkforge key backup (not JSON).');
  }
  if (envelope.format !== BACKUP_FORMAT) throw new BackupError('This is not an Apkforge key backup (unknown format).');
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: recoveryPrivateKeyPem.trim(), format: 'pem' });
  } catch {
    throw new BackupError('The recovery key is not a PEM private key.');
  }
  if (recipientOf(createPublicKey(privateKey)) !== envelope.recipientSha256)
    throw new BackupError('This backup was made for another recovery key.');
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(envelope.wrappedKey, 'base64'),
    );
    const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(envelope.iv, 'base64'));
    decipher.setAAD(headerOf(envelope));
    decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
    const plaintext = Buffer.concat([decipher.update(Buffer.from(envelope.ciphertext, 'base64')), decipher.final()]);
    return { createdAt: envelope.createdAt, plaintext };
  } catch {
    throw new BackupError('The backup does not open: it was damaged or altered.');
  }
}
