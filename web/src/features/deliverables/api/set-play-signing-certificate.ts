import {
  CALLABLES,
  type SetPlaySigningCertificateInput,
  type SetPlaySigningCertificateResult,
} from '@contracts/callables';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

/** Stores (or with '' removes) Play's app-signing SHA-256 on the request; the server validates and normalises it. */
export async function setPlaySigningCertificate(input: SetPlaySigningCertificateInput): Promise<string | null> {
  const call = httpsCallable<SetPlaySigningCertificateInput, SetPlaySigningCertificateResult>(
    firebaseFunctions(),
    CALLABLES.setPlaySigningCertificate,
  );
  return (await call(input)).data.playSigningSha256;
}
