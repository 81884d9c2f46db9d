import { readFileSync } from 'node:fs';
import { parseServiceAccount, type ServiceAccountKey } from '../../contracts/play-service-account.js';
import { PLAY_MESSAGES, TRACK_LABELS } from '../../contracts/publishing.js';
import { BundleFileError, readBundleFile } from './bundle-file.js';
import { officialPlayPublisher } from '../official-play-publisher.js';
import { PlayRefusal, type PlayPublisher, type TrackState } from '../play-publisher.js';
import { ListingFolderError, readListingFolder } from './listing-folder.js';
import { PLAY_USAGE, PlayUsageError, parsePlayArgs, type PlayCommand } from './play-args.js';
import {
  commandLineAccount,
  consoleApp,
  createApp,
  registerAccount,
  stackAccount,
  standIn,
  type StandIn,
} from './stand-in.js';

const out = (line: string) => process.stdout.write(`${line}\n`);
/** A refusal the command line makes itself, before anything is sent (the bundle, the listing). */
class Refused extends Error {}

function readKey(file: string): ServiceAccountKey {
  const key = parseServiceAccount(readFileSync(file, 'utf8'));
  if (!key)
    throw new Refused(`${file} is not a service account key file (Google Cloud > IAM > Service accounts > Keys).`);
  return key;
}

const trackLine = (state: TrackState) =>
  `  ${TRACK_LABELS[state.track]}: ${state.status}, version code${state.versionCodes.length === 1 ? '' : 's'} ${state.versionCodes.join(', ') || '—'}`;

/**
 * The upload certificate Play knows for the app, where we can see it: Play Console shows it (App integrity), the API
 * does not, so only the stand-in's console answers; against Play a wrong key is Play's own refusal.
 */
type KnownUploadKey = () => Promise<string | undefined>;

async function perform(
  command: PlayCommand,
  play: PlayPublisher,
  where: string,
  knownKey: KnownUploadKey,
): Promise<void> {
  const { packageName } = command;
  if (command.command === 'connect') {
    await play.checkAccess(packageName);
    out(`connected: ${play.serviceAccountEmail} may release ${packageName} in ${where}`);
  } else if (command.command === 'status') {
    const states = await play.trackStates(packageName);
    out(`${packageName} in ${where}${states.length ? '' : ': no releases yet'}`);
    for (const state of states) out(trackLine(state));
  } else {
    const bundle = readBundleFile(command.aab!, packageName);
    const expected = await knownKey();
    if (expected && expected !== bundle.certificate)
      throw new Refused(PLAY_MESSAGES.wrongUploadKey(packageName, expected, bundle.certificate));
    const store = command.listing ? readListingFolder(command.listing) : {};
    const state = await play.release({
      packageName,
      bundle: bundle.bytes,
      versionCode: bundle.versionCode,
      track: command.track,
      ...(command.releaseNotes ? { releaseNotes: command.releaseNotes } : {}),
      ...store,
    });
    out(
      `uploaded ${packageName} version code ${bundle.versionCode} to ${TRACK_LABELS[command.track].toLowerCase()} in ${where}`,
    );
    out(`  upload certificate SHA-256: ${bundle.certificate}`);
    if (command.listing) out('  store listing, icon, feature graphic and screenshots sent with it');
    out(trackLine(state));
  }
}

/** The stand-in, prepared as a developer prepares Play Console; returns the client and where it points. */
async function standInPublisher(command: PlayCommand, sandbox: StandIn): Promise<PlayPublisher | null> {
  const key = command.credentials ? readKey(command.credentials) : commandLineAccount();
  await registerAccount(sandbox.url, key);
  const grantees = [key.client_email, ...(stackAccount() ? [stackAccount()!.client_email] : [])];
  if (command.command === 'sandbox-app') {
    await createApp(sandbox.url, command.packageName, command.title ?? command.packageName, grantees);
    out(
      `created ${command.packageName} in the stand-in's Play Console and gave release rights to ${grantees.join(', ')}`,
    );
    return null;
  }
  if (command.command !== 'status' && !(await consoleApp(sandbox.url, command.packageName))) {
    await createApp(sandbox.url, command.packageName, command.title ?? command.packageName, grantees);
    out(
      `the stand-in had no app ${command.packageName}: created it and gave ${key.client_email} release rights, as you would in Play Console (npm run play -- sandbox-app)`,
    );
  }
  return officialPlayPublisher({ serviceAccount: key, rootUrl: `${sandbox.url}/` });
}

/**
 * `npm run play`: the publishing path of the product from the command line, through the official client: against
 * the local Play stand-in by default, Google Play with --live (docs/api.md "Publishing", README).
 */
async function main(): Promise<number> {
  const command = parsePlayArgs(process.argv.slice(2));
  if (command === 'help') return (out(PLAY_USAGE), 0);
  if (command.live) {
    await perform(
      command,
      officialPlayPublisher({ serviceAccount: readKey(command.credentials!) }),
      'Google Play',
      async () => undefined,
    );
    return 0;
  }
  const sandbox = await standIn(command.sandbox);
  try {
    const play = await standInPublisher(command, sandbox);
    const where = `the Play stand-in ${sandbox.url}${sandbox.started ? ' (started for this command)' : ''}`;
    if (play)
      await perform(
        command,
        play,
        where,
        async () => (await consoleApp(sandbox.url, command.packageName))?.uploadCertificateSha256,
      );
    return 0;
  } finally {
    await sandbox.stop();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    if (error instanceof PlayUsageError) {
      process.stderr.write(`play: ${error.message}\n\n${PLAY_USAGE}\n`);
      process.exitCode = 2;
      return;
    }
    const known =
      error instanceof PlayRefusal ||
      error instanceof Refused ||
      error instanceof ListingFolderError ||
      error instanceof BundleFileError;
    process.stderr.write(`play: ${known ? error.message : error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof PlayRefusal && error.code === 'version-code-used')
      process.stderr.write('  (npm run aab -- <url> --version-code <n> --out <file> builds the next one)\n');
    process.exitCode = 1;
  },
);
