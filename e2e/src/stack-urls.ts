/** Where the running local stack is (the test runner sets these; defaults are the stack's fixed ports). */
export const HOSTING_URL = process.env.APKFORGE_HOSTING_URL ?? 'http://127.0.0.1:5000';
/** The app is opened on localhost, as a user would: Hosting serves it there and the Auth emulator trusts it. */
export const APP_URL = HOSTING_URL.replace('127.0.0.1', 'localhost');
export const AUTH_EMULATOR_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const DATABASE_URL = `http://${process.env.FIREBASE_DATABASE_EMULATOR_HOST ?? '127.0.0.1:9000'}`;
export const STORAGE_URL = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'}`;
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-apkforge';
export const DATABASE_NAMESPACE = `${PROJECT_ID}-default-rtdb`;
