import { readSecretFile } from '@apkforge/test-kit/secret-file';
import {
  DATABASE_NAMESPACE,
  DEMO_USER,
  LOOPBACK,
  PORTS,
  PROJECT_ID,
  stackHost,
} from '../../../functions/src/contracts/local-stack.js';

/**
 * Gives the demo account its apps (functions/src/autopilot/demo-apps.ts) with keys sealed by this machine's
 * SIGNING_KEYS_SECRET, once: afterwards `npm run ops -- campaign <shellVersion>` marks them "update available".
 */
export async function seedDemoApps(secretFile: string): Promise<number> {
  const signingKeysSecret = readSecretFile(secretFile).SIGNING_KEYS_SECRET;
  if (!signingKeysSecret) return 0;
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `${LOOPBACK}:${PORTS.database}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stackHost('auth');
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getDatabase } = await import('firebase-admin/database');
  const { getAuth } = await import('firebase-admin/auth');
  const { seedDemoAppsOnStack } = await import('../../../functions/src/autopilot/demo-apps.js');
  const app = initializeApp(
    { projectId: PROJECT_ID, databaseURL: `http://${LOOPBACK}:${PORTS.database}?ns=${DATABASE_NAMESPACE}` },
    `apkforge-demo-apps-${Date.now()}`,
  );
  try {
    // A dataset without the demo account (npm start -- --import <dir>) gets no demo apps.
    const demoUid = await getAuth(app)
      .getUserByEmail(DEMO_USER.email)
      .then((user) => user.uid)
      .catch(() => null);
    if (!demoUid) return 0;
    return await seedDemoAppsOnStack(getDatabase(app), signingKeysSecret, demoUid);
  } finally {
    await deleteApp(app);
  }
}
