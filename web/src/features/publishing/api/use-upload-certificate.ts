import { packagePath } from '@contracts/database-paths';
import { packageKey } from '@contracts/package-key';
import { ref } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';
import { useLiveValue } from '@/lib/use-live-value';

/** The upload key's certificate of the app's package (`packages/{uid}/{key}`, owner-readable), once it has a key. */
export function useUploadCertificate(uid: string, packageName: string): string | null {
  const path = packageName ? packagePath(uid, packageKey(packageName)) : null;
  const live = useLiveValue(
    path,
    () => ref(firebaseDb(), path ?? ''),
    (raw) => {
      const value = (raw as { certificateSha256?: unknown } | null)?.certificateSha256;
      return typeof value === 'string' ? value : null;
    },
  );
  return live.status === 'ready' ? live.value : null;
}
