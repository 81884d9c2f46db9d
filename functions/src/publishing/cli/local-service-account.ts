import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { ServiceAccountKey } from '../../contracts/play-service-account.js';

/**
 * A fresh service-account key file, shaped as Google Cloud issues them: for the stand-in only (the command line's
 * own account, and the tests'). A real one comes from Google Cloud (IAM > Service accounts > Keys).
 */
export function newLocalServiceAccount(email: string): ServiceAccountKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    type: 'service_account',
    client_email: email,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    private_key_id: randomBytes(20).toString('hex'),
    project_id: 'apkforge-local',
  };
}
