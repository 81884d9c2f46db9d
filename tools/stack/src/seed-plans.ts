import { DATABASE_NAMESPACE, LOOPBACK, PORTS, PROJECT_ID } from '../../../functions/src/contracts/local-stack.js';

/**
 * Writes the plan catalog into the database through the admin SDK, the way a deployment seeds it,
 * so the web app and the rules read the prices from the one catalog in functions/src/plans.
 */
export async function seedPlans(): Promise<void> {
  // The emulator's own http:// address, not FIREBASE_DATABASE_EMULATOR_HOST: this process starts the phase-1 suites
  // while the stack runs, and they must not inherit a variable that sends their own in-process databases' clients to
  // the stack's.
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getDatabase } = await import('firebase-admin/database');
  const { seedPlans: writeCatalog } = await import('../../../functions/src/plans/seed.js');
  const app = initializeApp(
    { projectId: PROJECT_ID, databaseURL: `http://${LOOPBACK}:${PORTS.database}?ns=${DATABASE_NAMESPACE}` },
    `apkforge-seed-${Date.now()}`,
  );
  try {
    await writeCatalog(getDatabase(app));
  } finally {
    await deleteApp(app);
  }
}
