import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { seedPlans } from './seed.js';

/**
 * Deploy-time seeding of `plans/` (see docs/data-model.md): with application default credentials of the project,
 *   npx tsx functions/src/plans/seed-cli.ts --project <id> --database-url https://<instance>.firebasedatabase.app
 * Against an emulator, FIREBASE_DATABASE_EMULATOR_HOST is honoured by the admin SDK.
 */
const { values } = parseArgs({
  options: { project: { type: 'string' }, 'database-url': { type: 'string' } },
});
const databaseURL = values['database-url'];
if (!databaseURL) {
  process.stderr.write('usage: seed-cli --project <id> --database-url <url>\n');
  process.exit(2);
}
const app = initializeApp(
  { ...(values.project ? { projectId: values.project } : {}), databaseURL },
  'apkforge-seed-plans',
);
try {
  await seedPlans(getDatabase(app));
  process.stdout.write(`plans seeded into ${databaseURL}\n`);
} finally {
  await deleteApp(app);
}
