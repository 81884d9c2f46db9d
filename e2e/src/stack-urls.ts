import {
  databaseNamespaceOf,
  PROJECT_ID as LOCAL_PROJECT_ID,
  stackHost,
} from '../../functions/src/contracts/local-stack.js';

/** Where the running local stack is: the test runner's variables, else the stack's fixed ports (contracts). */
const HOSTING_URL = process.env.APKFORGE_HOSTING_URL ?? `http://${stackHost('hosting')}`;
/** The app is opened on localhost, as a user would: Hosting serves it there and the Auth emulator trusts it. */
export const APP_URL = HOSTING_URL.replace('127.0.0.1', 'localhost');
export const AUTH_EMULATOR_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? stackHost('auth')}`;
export const DATABASE_URL = `http://${process.env.FIREBASE_DATABASE_EMULATOR_HOST ?? stackHost('database')}`;
export const STORAGE_URL = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? stackHost('storage')}`;
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? LOCAL_PROJECT_ID;
export const DATABASE_NAMESPACE = databaseNamespaceOf(PROJECT_ID);
