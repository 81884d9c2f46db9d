// The local stack's fixed ids, ports and demo account (README "What `npm start` runs"). firebase.json cannot
// import: functions/src/firebase-json.test.ts checks its emulator ports equal these.

/** A `demo-` project: the emulators never reach a real project with it. */
export const PROJECT_ID = 'demo-apkforge';
/** A project's default Realtime Database instance. */
export const databaseNamespaceOf = (projectId: string): string => `${projectId}-default-rtdb`;
/** A project's default bucket, as the functions emulator names it for a demo project. */
export const storageBucketOf = (projectId: string): string => `${projectId}.appspot.com`;

export const DATABASE_NAMESPACE = databaseNamespaceOf(PROJECT_ID);
export const STORAGE_BUCKET = storageBucketOf(PROJECT_ID);
export const LOOPBACK = '127.0.0.1';

export const PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  database: 9000,
  storage: 9199,
  razorpay: 4010,
  /** The Google Play Developer API stand-in (tools/play-sandbox). */
  play: 4020,
  vite: 5173,
  /** The mail catcher (maildev): SMTP the functions send to, and its web inbox. */
  mailSmtp: 1025,
  mailInbox: 1080,
} as const;

export type StackService = keyof typeof PORTS;

/** The verified user of the demo dataset (emulator-data/). */
export const DEMO_USER = { email: 'demo@apkforge.dev', password: 'apkforge-demo' } as const;

/** The verified support user of the demo dataset: its account carries the `support: true` custom claim. */
export const SUPPORT_USER = { email: 'support@apkforge.dev', password: 'apkforge-support' } as const;

/** Where a service of the local stack answers (`host:port`, as the *_EMULATOR_HOST variables write it). */
export const stackHost = (service: StackService): string => `${LOOPBACK}:${PORTS[service]}`;
