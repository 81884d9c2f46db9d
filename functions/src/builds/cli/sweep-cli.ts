import { parseArgs } from 'node:util';
import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { sweepDeletedAccounts } from '../../account/sweep-deleted-accounts.js';
import { backfillBuildExpiry } from '../backfill-build-expiry.js';
import { sweepLifecycle } from '../sweep-lifecycle.js';
import { adminAuth } from '../../platform/auth.js';
import { systemClock } from '../../platform/clock.js';
import { adminDb } from '../../platform/db.js';
import { bucketFiles } from '../../platform/files.js';
import { adminTarget, TARGET_OPTIONS } from '../../platform/cli/admin-target.js';

/**
 * npm run ops:sweep [-- --project <id> --database-url <url> [--bucket <bucket>]] [--backfill-expiry]
 * Runs the daily sweeps by hand (scheduled functions do not fire in the emulator): what a build racing an account
 * deletion left, and expired tombstones; then the lifecycle (free builds' APKs older than BUILD_RETENTION_DAYS, expired
 * download links' use records). With --backfill-expiry it first queues the builds made before the expiry queue
 * existed (once, after deploying the lifecycle). Without --database-url it runs against the local stack.
 */
const { values } = parseArgs({ options: { ...TARGET_OPTIONS, 'backfill-expiry': { type: 'boolean' } } });
const target = adminTarget(values, 'apkforge-sweep');
try {
  const deps = {
    db: adminDb(getDatabase(target.app)),
    files: bucketFiles(getStorage(target.app).bucket()),
    auth: adminAuth(getAuth(target.app)),
    clock: systemClock,
  };
  process.stdout.write(`sweeping ${target.description}\n`);
  const accounts = await sweepDeletedAccounts(deps);
  process.stdout.write(
    `deleted accounts: ${accounts.tombstones} tombstones, ${accounts.withLeftovers} with leftovers removed, ` +
      `${accounts.expired} expired tombstones removed\n`,
  );
  const backfill = values['backfill-expiry'] ? await backfillBuildExpiry(deps) : null;
  if (backfill) {
    process.stdout.write(
      `expiry backfill: ${backfill.queued} builds queued, ${backfill.alreadyQueued} already queued, ` +
        `${backfill.accounts} accounts read\n`,
    );
  }
  const lifecycle = await sweepLifecycle(deps);
  process.stdout.write(
    `lifecycle: ${lifecycle.builds.expired} builds expired (${lifecycle.builds.withoutRecord} without a record` +
      `${lifecycle.builds.more ? ', more due: run again' : ''}), ${lifecycle.linkUses} download link uses removed\n`,
  );
  process.stdout.write(`${JSON.stringify({ deletedAccounts: accounts, ...(backfill && { backfill }), lifecycle })}\n`);
} catch (error) {
  process.stderr.write(`sweep: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await deleteApp(target.app);
}
