import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { type Database, connectDatabaseEmulator, getDatabase } from 'firebase/database';
import { type Functions, connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { env } from '@/config/env';

// Initialised on first use, not at import: tests and static pages never touch Firebase.
let services: { app: FirebaseApp; auth: Auth; db: Database; functions: Functions } | undefined;

function connect() {
  const app = getApps().length > 0 ? getApp() : initializeApp(env.firebase);
  const auth = getAuth(app);
  const db = getDatabase(app, env.firebase.databaseURL);
  const functions = getFunctions(app, env.functionsRegion);
  if (env.useEmulators) {
    const { host, authPort, databasePort, functionsPort } = env.emulators;
    connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
    connectDatabaseEmulator(db, host, databasePort);
    connectFunctionsEmulator(functions, host, functionsPort);
  }
  return { app, auth, db, functions };
}

export function firebase() {
  services ??= connect();
  return services;
}

export const firebaseAuth = (): Auth => firebase().auth;
export const firebaseDb = (): Database => firebase().db;
export const firebaseFunctions = (): Functions => firebase().functions;
