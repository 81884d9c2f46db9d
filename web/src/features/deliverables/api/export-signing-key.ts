import { CALLABLES, type ExportSigningKeyInput, type ExportSigningKeyResult } from '@contracts/callables';
import { httpsCallable } from 'firebase/functions';
import { type Reauthentication, reauthenticate } from '@/lib/auth/reauthenticate';
import { firebaseFunctions } from '@/lib/firebase-functions';
import { saveBytes } from '@/lib/start-download';

/**
 * Key custody (docs/product.md "Your upload key"): sign in again (the server wants a recent sign-in, as for account
 * deletion), ask exportSigningKey for the PKCS#12 file protected by the typed password, and save it as
 * `<package>.p12`. The key only ever travels encrypted with that password.
 */
export async function exportSigningKey(
  input: ExportSigningKeyInput,
  reauth: Reauthentication,
): Promise<ExportSigningKeyResult> {
  await reauthenticate(reauth);
  const call = httpsCallable<ExportSigningKeyInput, ExportSigningKeyResult>(
    firebaseFunctions(),
    CALLABLES.exportSigningKey,
  );
  const { data } = await call(input);
  const bytes = Uint8Array.from(atob(data.pkcs12Base64), (char) => char.charCodeAt(0));
  saveBytes(bytes, data.fileName, 'application/x-pkcs12');
  return data;
}
