import { userPath } from '@contracts/database-paths';
import { EMAIL_MAX_LENGTH } from '@contracts/limits';
import { get, ref, serverTimestamp, set, update } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';

/**
 * users/{uid} = { email, createdAt, updatedAt } (docs/data-model.md). The rules let createdAt be
 * set once, so an existing record only gets its email and updatedAt refreshed.
 */
export async function upsertUserRecord(uid: string, email: string | null): Promise<void> {
  const db = firebaseDb();
  const userRef = ref(db, userPath(uid));
  const existing = await get(userRef);
  const emailValue = (email ?? '').slice(0, EMAIL_MAX_LENGTH);
  if (existing.exists()) {
    await update(userRef, { email: emailValue, updatedAt: serverTimestamp() });
  } else {
    await set(userRef, { email: emailValue, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  }
}
