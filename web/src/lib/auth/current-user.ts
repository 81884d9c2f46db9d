import type { User } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase';

/**
 * The current Firebase user object, for SDK calls (tokens, re-authentication). Only for code that runs behind a
 * signed-in session, where Auth is loaded already; it imports the SDK, so nothing every page runs may use it
 * (load-auth.ts).
 */
export function currentFirebaseUser(): User {
  const user = firebaseAuth().currentUser;
  if (!user) throw new Error('Not signed in');
  return user;
}
