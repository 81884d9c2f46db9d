import { parseArgs } from 'node:util';
import { deleteApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { rotateSigningKeys } from '../reseal-signing-keys.js';
import { keyringFromSecrets } from '../keyring.js';
import { adminDb } from '../../platform/db.js';
import { adminTarget, TARGET_OPTIONS } from '../../platform/cli/admin-target.js';

/**
 * npm run keys -- rotate [--project <id> --database-url <url>]
 * Seals every stored signing key with SIGNING_KEYS_SECRET, opening those sealed with SIGNING_KEYS_SECRET_PREVIOUS
 * (README "Rotating the signing-keys secret"). Without --database-url it runs against the local stack.
 */
const USAGE = 'usage: npm run keys -- rotate [--project <project-id> --database-url <url>]\n';

const { values, positionals } = parseArgs({ options: TARGET_OPTIONS, allowPositionals: true });
if (positionals.length !== 1 || positionals[0] !== 'rotate') {
  process.stderr.write(USAGE);
  process.exit(2);
}
const target = adminTarget(values, 'apkforge-keys');
try {
  const current = target.secret('SIGNING_KEYS_SECRET');
  if (!current) throw new Error('SIGNING_KEYS_SECRET is not set (see README "Rotating the signing-keys secret")');
  const keyring = keyringFromSecrets(current, target.secret('SIGNING_KEYS_SECRET_PREVIOUS'));
  process.stdout.write(
    `rotating signing keys on ${target.description}: current key ${keyring.current.id}, ` +
      `previous ${keyring.previous?.id ?? 'none'}\n`,
  );
  const report = await rotateSigningKeys(adminDb(getDatabase(target.app)), keyring, Date.now());
  process.stdout.write(
    `${report.keys} keys: ${report.resealed} sealed again, ${report.current} already current, ` +
      `${report.unreadable.length} unreadable\n`,
  );
  for (const path of report.unreadable) process.stdout.write(`  unreadable: ${path}\n`);
  process.stdout.write(`${JSON.stringify(report)}\n`);
  if (report.unreadable.length > 0) process.exitCode = 1;
} catch (error) {
  process.stderr.write(`keys: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await deleteApp(target.app);
}
