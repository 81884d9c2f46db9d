import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deleteUsersInTurn } from '@apkforge/test-kit';
import { readSecretFile } from '@apkforge/test-kit/secret-file';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { afterAll } from 'vitest';
import { requestRecord, stampedAt } from '../contracts/__fixtures__/records.js';
import type { BuildResponse } from '../contracts/builds.js';
import { requestPath, tombstonePath, userRequestsPath } from '../contracts/database-paths.js';
import { FUNCTIONS_REGION } from '../contracts/region.js';
import {
  databaseNamespaceOf,
  PROJECT_ID as LOCAL_PROJECT_ID,
  stackHost,
  storageBucketOf,
} from '../contracts/local-stack.js';
import { adminDb } from '../platform/db.js';
import { grantSupport } from '../support/cli/support-claims.js';

/**
 * Where phase-2 tests find the running local stack: the variables the test runner (tools/stack) sets, else the
 * stack's fixed ids and ports (contracts/local-stack.ts).
 */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? LOCAL_PROJECT_ID;
const DATABASE_NAMESPACE = databaseNamespaceOf(PROJECT_ID);
export const STACK = {
  hosting: process.env.APKFORGE_HOSTING_URL ?? `http://${stackHost('hosting')}`,
  functions: process.env.APKFORGE_FUNCTIONS_URL ?? `http://${stackHost('functions')}/${PROJECT_ID}/${FUNCTIONS_REGION}`,
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? stackHost('auth'),
  database: process.env.FIREBASE_DATABASE_EMULATOR_HOST ?? stackHost('database'),
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? stackHost('storage'),
  razorpay: process.env.RAZORPAY_SANDBOX_URL ?? `http://${stackHost('razorpay')}`,
  mailInbox: process.env.APKFORGE_MAIL_INBOX_URL ?? `http://${stackHost('mailInbox')}`,
};
/** The functions emulator's default bucket for a demo project (firebase-tools' demo admin config). */
const BUCKET = storageBucketOf(PROJECT_ID);

// The admin SDK reads these when it connects.
process.env.FIREBASE_AUTH_EMULATOR_HOST = STACK.auth;
process.env.FIREBASE_DATABASE_EMULATOR_HOST = STACK.database;
process.env.FIREBASE_STORAGE_EMULATOR_HOST = STACK.storage;

function admin(): App {
  return (
    getApps().find((app) => app.name === 'apkforge-int') ??
    initializeApp(
      {
        projectId: PROJECT_ID,
        databaseURL: `http://${STACK.database}?ns=${DATABASE_NAMESPACE}`,
        storageBucket: BUCKET,
      },
      'apkforge-int',
    )
  );
}

export const db = () => getDatabase(admin());
/** The default bucket; its type named through the SDK (@google-cloud/storage comes with firebase-admin). */
export const bucket = (): ReturnType<ReturnType<typeof getStorage>['bucket']> => getStorage(admin()).bucket(BUCKET);
export const auth = () => getAuth(admin());

export async function read<T = unknown>(path: string): Promise<T | null> {
  const snapshot = await db().ref(path).get();
  return snapshot.exists() ? (snapshot.val() as T) : null;
}

/** The secrets the running functions use: functions/.secret.local, which `npm start` and `npm test` generate. */
export function localSecrets(): Record<string, string> {
  const path = fileURLToPath(new URL('../../.secret.local', import.meta.url));
  if (!existsSync(path))
    throw new Error('functions/.secret.local is missing: the local stack generates it (npm start)');
  return readSecretFile(path);
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

let counter = 0;
const created: string[] = [];

/** A fresh Auth-emulator user (unique email per call, so tests never share state), signed in with a password. */
export async function newUser(label: string, options: { emailVerified?: boolean } = {}): Promise<TestUser> {
  counter += 1;
  const email = `${label}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'correct-horse-42';
  const record = await auth().createUser({ email, password, emailVerified: options.emailVerified ?? true });
  created.push(record.uid);
  return { uid: record.uid, email, password, idToken: await signIn(email, password) };
}

/** A fresh support user, granted the way `npm run ops -- grant` does (the claim and the staff list), signed in again. */
export async function newSupportUser(label: string): Promise<TestUser> {
  const user = await newUser(label);
  await grantSupport(auth(), adminDb(db()), user.email, Date.now());
  return { ...user, idToken: await signIn(user.email, user.password) };
}

/**
 * Deletes the users this test file made, in turn (test-kit's deleteUsersInTurn says why: one worker, not one per
 * user); the Auth onDelete trigger erases what they own, its tombstone first, as for any deleted account
 * (docs/data-model.md "Account deletion (`deleteAccount` callable and the Auth `onDelete` trigger)"). The test runner
 * asks for it on a stack that stays up (`npm start`, APKFORGE_DELETE_TEST_USERS=1), so a run leaves nothing of itself
 * in the developer's data; a stack started for the run goes away whole.
 */
async function deleteTestUsers(): Promise<void> {
  await deleteUsersInTurn(created.splice(0), {
    deleteUser: (uid) =>
      auth()
        .deleteUser(uid)
        .then(
          () => true,
          (error: unknown) => {
            // A test that deleted its user already (account deletion) leaves nothing to do.
            if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
            return false;
          },
        ),
    cascadeStarted: async (uid) => (await db().ref(tombstonePath(uid)).get()).exists(),
  });
}

// Every file that makes users imports this module, and each test file gets its own copy of it: one cleanup per file.
if (process.env.APKFORGE_DELETE_TEST_USERS === '1') afterAll(deleteTestUsers);

export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${STACK.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

export type CallableOutcome<T> =
  | { ok: true; result: T }
  | { ok: false; httpStatus: number; status: string; message: string };

/**
 * A callable over the callable protocol: POST {data}, answer {result} or {error: {status, message}}. `headers` adds
 * to the request (a caller's address in X-Forwarded-For, as Google's front end appends it).
 */
export async function call<T = unknown>(
  name: string,
  data: unknown,
  idToken?: string,
  headers: Record<string, string> = {},
): Promise<CallableOutcome<T>> {
  const response = await fetch(`${STACK.functions}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { status: string; message: string } };
  if (response.ok && 'result' in body) return { ok: true, result: body.result as T };
  return {
    ok: false,
    httpStatus: response.status,
    status: body.error?.status ?? 'UNKNOWN',
    message: body.error?.message ?? '',
  };
}

/**
 * A free build as the web app asks for it: POST /api/download-apk through Hosting, the site confirmed. For tests that
 * need a built app to work on; any other answer than 200 throws with its status and body, so a failure says why
 * (the endpoint's own answers are build-endpoint.int.test.ts's subject).
 */
export async function freeBuild(
  user: TestUser,
  fields: { url: string; 'app-name'?: string } & Record<string, unknown>,
): Promise<BuildResponse> {
  const response = await fetch(`${STACK.hosting}/api/download-apk`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.idToken}` },
    body: JSON.stringify({ userId: user.uid, 'confirm-site': true, ...fields }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST /api/download-apk answered ${response.status}: ${text}`);
  return JSON.parse(text) as BuildResponse;
}

/** A request as the web client creates it (docs/product.md §4 initial state). Written with the admin SDK here. */
export async function createRequest(uid: string, planId: string, amountInr: number | null): Promise<string> {
  const ref = db().ref(userRequestsPath(uid)).push();
  await replaceRequest(uid, ref.key as string, planId, amountInr);
  return ref.key as string;
}

/** What a client may do while a request is unpaid: delete it and create it again, here under the same id. */
export async function replaceRequest(
  uid: string,
  requestId: string,
  planId: string,
  amountInr: number | null,
): Promise<void> {
  const ref = db().ref(requestPath(uid, requestId));
  const now = Date.now();
  await ref.remove();
  const record = requestRecord({
    id: requestId,
    url: 'https://shop.example.com',
    planId,
    planName: planId,
    accountHolderEmail: 'owner@example.com',
    ...stampedAt(now),
  });
  // The database has no undefined: the custom plan's request has no amountInr at all.
  if (amountInr === null) delete record.amountInr;
  else record.amountInr = amountInr;
  await ref.set(record);
}

/** Polls until `check` stops throwing (for effects of background triggers and webhooks); no timing is asserted. */
export async function eventually<T>(check: () => Promise<T>, attempts = 60, delayMs = 250): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  throw lastError;
}

/**
 * The same ID token as if its sign-in had happened `secondsAgo` seconds ago. The Auth emulator's tokens are unsigned
 * (the admin SDK accepts them only against the emulator), so a test can state the sign-in time a real session would
 * carry after that long, instead of waiting for it: how the recent-sign-in rule is tested.
 */
export function signedInSecondsAgo(idToken: string, secondsAgo: number): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, number>;
  const stale = { ...claims, auth_time: Math.floor(Date.now() / 1000) - secondsAgo };
  return `${header}.${Buffer.from(JSON.stringify(stale)).toString('base64url')}.`;
}
