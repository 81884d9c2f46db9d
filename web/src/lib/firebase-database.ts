import { type Database, connectDatabaseEmulator, getDatabase } from 'firebase/database';
import { env } from '@/config/env';
import { firebaseApp } from './firebase';

// Imported only by signed-in features (requests, the users/{uid} record), so the Realtime Database
// SDK stays out of what a signed-out visitor downloads.
let db: Database | undefined;

export function firebaseDb(): Database {
  if (db) return db;
  db = getDatabase(firebaseApp(), env.firebase.databaseURL);
  if (env.useEmulators) connectDatabaseEmulator(db, env.emulators.host, env.emulators.databasePort);
  return db;
}
