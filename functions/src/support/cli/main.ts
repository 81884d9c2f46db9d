import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { adminTarget } from '../../platform/cli/admin-target.js';
import { adminDb } from '../../platform/db.js';
import { OPS_USAGE, OpsUsageError, parseOpsArgs, type OpsCommand } from './ops-args.js';
import { runCampaign } from '../../autopilot/cli/campaign-command.js';
import { grantSupport, listSupport, revokeSupport } from './support-claims.js';

/**
 * `npm run ops`: grants and revokes support (docs/api.md "Support console"): the claim in Auth and the staff list in
 * the database. Only admin credentials can set either, so this runs on a trusted machine, never in the web app. Local
 * by default (the emulators of `npm start`); `--project` with `--database-url` targets a real project through
 * application default credentials.
 */
async function run(command: Exclude<OpsCommand, { kind: 'help' | 'campaign' }>): Promise<void> {
  if (command.project) {
    // A real project: make sure no emulator variable reroutes the admin SDK.
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_DATABASE_EMULATOR_HOST;
  }
  const target = adminTarget(
    { project: command.project, 'database-url': command.databaseUrl },
    `apkforge-ops-${process.pid}`,
  );
  try {
    const auth = getAuth(target.app);
    const db = adminDb(getDatabase(target.app));
    if (command.kind === 'list') {
      const users = await listSupport(auth, db);
      process.stdout.write(`${users.length} support account(s) in ${target.description}\n`);
      for (const user of users) {
        const notes = [
          user.emailVerified ? '' : 'email not verified',
          user.claim ? '' : 'no claim: grant again',
          user.onStaffList ? '' : 'not on the staff list: grant again',
        ].filter(Boolean);
        process.stdout.write(`  ${user.email}  ${user.uid}${notes.length > 0 ? `  (${notes.join('; ')})` : ''}\n`);
      }
      return;
    }
    const { user, changed } =
      command.kind === 'grant'
        ? await grantSupport(auth, db, command.email, Date.now())
        : await revokeSupport(auth, db, command.email);
    process.stdout.write(
      !changed
        ? `${command.email} ${command.kind === 'grant' ? 'already has' : 'does not have'} support in ${target.description}\n`
        : command.kind === 'grant'
          ? `support granted to ${command.email} (${user.uid}) in ${target.description}; it applies at the account's next sign-in or token refresh\n`
          : `support revoked from ${command.email} (${user.uid}) in ${target.description}: its open sessions are refused from now on, and it is signed out everywhere\n`,
    );
  } finally {
    await deleteApp(target.app);
  }
}

try {
  const command = parseOpsArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    process.stdout.write(`${OPS_USAGE}\n`);
  } else if (command.kind === 'campaign') {
    const { run: outcome, where } = await runCampaign(command);
    process.stdout.write(
      `campaign ${outcome.campaignId} on ${where}: ${outcome.marked} apps marked "update available" ` +
        `(${outcome.alreadyMarked} already were), ${outcome.told} owners emailed, ${outcome.delivered} paid bundles ` +
        `delivered, ${outcome.failed} failed\n${JSON.stringify(outcome)}\n`,
    );
    if (outcome.failed > 0) process.exitCode = 1;
  } else {
    await run(command);
  }
} catch (error) {
  const code = (error as { code?: string }).code;
  if (error instanceof OpsUsageError) {
    process.stderr.write(`ops: ${error.message}\n\n${OPS_USAGE}\n`);
    process.exitCode = 2;
  } else if (code === 'auth/user-not-found') {
    process.stderr.write('ops: no account has that email\n');
    process.exitCode = 1;
  } else {
    process.stderr.write(`ops: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
