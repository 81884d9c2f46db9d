import { decodeMasterSecret } from '../platform/crypto/derive-keys.js';
import { sealingKeyFromMaster, type SealingKeyring } from './seal.js';

/** What SIGNING_KEYS_SECRET_PREVIOUS holds when no rotation is under way (Secret Manager cannot store nothing). */
const NO_PREVIOUS_SECRET = 'none';

/**
 * The sealing keyring of SIGNING_KEYS_SECRET and, during a rotation, SIGNING_KEYS_SECRET_PREVIOUS
 * (README "Rotating the signing-keys secret"). A previous secret equal to the current one is ignored.
 */
export function keyringFromSecrets(current: string, previous: string | undefined): SealingKeyring {
  const keyring: SealingKeyring = { current: sealingKeyFromMaster(decodeMasterSecret(current, 'SIGNING_KEYS_SECRET')) };
  const previousText = previous?.trim() ?? '';
  if (previousText === '' || previousText === NO_PREVIOUS_SECRET) return keyring;
  const older = sealingKeyFromMaster(decodeMasterSecret(previousText, 'SIGNING_KEYS_SECRET_PREVIOUS'));
  return older.id === keyring.current.id ? keyring : { ...keyring, previous: older };
}
