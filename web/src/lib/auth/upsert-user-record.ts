import { get, ref, serverTimestamp, set, update } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase';

/**
 * users/{uid} = { email, createdAt, updatedAt } (common.md data model). The rules let createdAt be
 * set once, so an existing record only gets its email and updatedAt refreshed.
 */
export async function upsertUserRecord(uid: string, email: string | null): Promise<void> {
  const db = firebaseDb();
  const userRef = ref(db, `users/${uid}`);
  const existing = await get(userRef);
  const emailValue = (email ?? '').slice(0, 320);
  if (existing.exists()) {
    await update(userRef, { email: emailValue, updatedAt: serverTimestamp() });
  } else {
    await set(userRef, { email: emailValue, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  }
}

/**
 * Sign-in must not wait on the database (a slow connection would hold the login screen), so the
 * record is written in the background; a failure is reported, and the next sign-in writes it again.
 */
export function recordSignIn(uid: string, email: string | null): void {
  upsertUserRecord(uid, email).catch((error: unknown) => {
    console.warn('Could not save the user record users/%s', uid, error);
  });
}
