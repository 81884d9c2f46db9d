import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { env } from '@/config/env';

// Every page needs Auth (the top bar and the guards know who is signed in), but not for its first paint: code
// every page runs reaches this module through lib/auth/load-auth.ts (a dynamic import), lazy pages import it.
// The Database and Functions SDKs live in firebase-database.ts and firebase-functions.ts, imported only by
// signed-in features, so a visitor never downloads them.

export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(env.firebase);
}

let auth: Auth | undefined;

/**
 * Not getAuth(): it installs Google's popup/redirect resolver at start-up, which on phones and Safari
 * loads Google's sign-in iframe on every page, for every visitor. The resolver is passed only where a
 * popup opens (lib/auth/google.ts). Persistence is getAuth()'s own list, so sessions carry over.
 */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (env.useEmulators) {
    const { host, authPort } = env.emulators;
    connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
  }
  return auth;
}
