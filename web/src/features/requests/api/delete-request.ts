import { requestPath } from '@contracts/database-paths';
import { ref, remove } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';

/** Allowed by the rules only while the request is unpaid. */
export async function deleteRequest(uid: string, requestId: string): Promise<void> {
  await remove(ref(firebaseDb(), requestPath(uid, requestId)));
}
