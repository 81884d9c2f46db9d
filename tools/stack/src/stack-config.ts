import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { LOOPBACK, PORTS, PROJECT_ID } from '../../../functions/src/contracts/local-stack.js';
import { FUNCTIONS_REGION } from '../../../functions/src/contracts/region.js';

/** The repository root, whatever the working directory of the caller. */
export const ROOT_DIR = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** TypeScript 7's compiler, for every typecheck and build (bin/tsgo.mjs says why not `tsc`). */
export const TSGO = join(ROOT_DIR, 'node_modules', '.bin', 'tsgo');

export const STACK_URLS = {
  app: `http://localhost:${PORTS.hosting}`,
  hosting: `http://${LOOPBACK}:${PORTS.hosting}`,
  functions: `http://${LOOPBACK}:${PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}`,
  auth: `http://${LOOPBACK}:${PORTS.auth}`,
  database: `http://${LOOPBACK}:${PORTS.database}`,
  storage: `http://${LOOPBACK}:${PORTS.storage}`,
  razorpay: `http://${LOOPBACK}:${PORTS.razorpay}`,
  play: `http://${LOOPBACK}:${PORTS.play}`,
  vite: `http://localhost:${PORTS.vite}`,
  mailInbox: `http://localhost:${PORTS.mailInbox}`,
} as const;

/**
 * The environment every process of the stack, and every phase-2 test, uses to find the others
 * (the contract phase-2 suites read; see README "What `npm start` runs").
 */
export function stackEnvironment(): Record<string, string> {
  return {
    // With Google's emulator in place of ours, the database conformance suite targets it too.
    ...(useOfficialDatabaseEmulator() ? { RTDB_EMULATOR_HOST: `${LOOPBACK}:${PORTS.database}` } : {}),
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `${LOOPBACK}:${PORTS.auth}`,
    FIREBASE_DATABASE_EMULATOR_HOST: `${LOOPBACK}:${PORTS.database}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${LOOPBACK}:${PORTS.storage}`,
    APKFORGE_HOSTING_URL: STACK_URLS.hosting,
    APKFORGE_FUNCTIONS_URL: STACK_URLS.functions,
    RAZORPAY_SANDBOX_URL: STACK_URLS.razorpay,
    PLAY_SANDBOX_URL: STACK_URLS.play,
    APKFORGE_MAIL_INBOX_URL: `http://${LOOPBACK}:${PORTS.mailInbox}`,
  };
}

/** `APKFORGE_DATABASE_EMULATOR=official` runs Google's emulator (needs Java 21 and internet) instead of ours. */
export function useOfficialDatabaseEmulator(): boolean {
  return process.env.APKFORGE_DATABASE_EMULATOR === 'official';
}
