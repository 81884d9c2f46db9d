import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { PROJECT_ID, stackHost } from '../../contracts/local-stack.js';
import { OPS_USAGE, OpsUsageError, parseOpsArgs, type OpsCommand } from './ops-args.js';
import { runCampaign } from '../../autopilot/cli/campaign-command.js';
import { grantSupport, listSupport, revokeSupport } from './support-claims.js';

/**
 * `npm run ops`: grants and revokes the support claim (docs/api.md "Support console"). Only admin credentials can
 * set custom claims, so this runs on a trusted machine, never in the web app. Local by default (the Auth emulator of
 * `npm start`); `--project` targets a real project through application default credentials.
 */
async function run(command: Exclude<OpsCommand, { kind: 'help' | 'campaign' }>): Promise<void> {
  if (command.project) {
    // A real project: make sure no emulator variable reroutes the admin SDK.
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  } else {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= stackHost('auth');
  }
  const projectId = command.project ?? PROJECT_ID;
  const app = initializeApp({ projectId }, `apkforge-ops-${process.pid}`);
  const where = command.project
    ? `project ${projectId}`
    : `local Auth emulator ${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
  try {
    const auth = getAuth(app);
    if (command.kind === 'list') {
      const users = await listSupport(auth);
      process.stdout.write(`${users.length} support account(s) in ${where}\n`);
      for (const user of users)
        process.stdout.write(`  ${user.email}  ${user.uid}${user.emailVerified ? '' : '  (email not verified)'}\n`);
      return;
    }
    const { user, changed } =
      command.kind === 'grant' ? await grantSupport(auth, command.email) : await revokeSupport(auth, command.email);
    const verb = command.kind === 'grant' ? 'granted to' : 'revoked from';
    process.stdout.write(
      changed
        ? `support ${verb} ${command.email} (${user.uid}) in ${where}; it applies at the account's next sign-in or token refresh\n`
        : `${command.email} ${command.kind === 'grant' ? 'already has' : 'does not have'} the support claim in ${where}\n`,
    );
  } finally {
    await deleteApp(app);
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
