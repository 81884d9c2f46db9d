import { parseArgs } from 'node:util';
import { PLAY_TRACKS } from '../../contracts/publishing.js';
import type { PlayTrack } from '../../contracts/publishing-steps.js';
import { packageNameProblem } from '../../contracts/package-name.js';

export const PLAY_USAGE = `Usage: npm run play -- <command> <package> [options]

  connect <package>                 check that our service account may release the app (an edit opened and deleted)
  upload <package> --aab <file>     upload the bundle: a release on --track, committed in one edit
  status <package>                  each track's newest release
  sandbox-app <package>             in the stand-in: what you do in Play Console (create the app, give the service
                                    account release rights)

Options:
  --aab <file>              the App Bundle to upload (npm run aab writes one)
  --track <track>           internal (default), closed or production (a draft, sent for review in Play Console)
  --release-notes <text>    what is new in this release (at most 500 characters)
  --listing <dir>           also send the store listing of a kit folder (npm run listing): texts, icon, feature
                            graphic and its screenshots/ (2 to 8 phone screenshots)
  --credentials <json>      the service account's key file (default against the stand-in: one of its own)
  --live                    Google Play itself (needs --credentials) instead of the local stand-in
  --sandbox <url>           the stand-in's address (default: the local stack's, or one started for this command)
  --title <name>            sandbox-app: the app's name in the stand-in's Play Console`;

export class PlayUsageError extends Error {}

type PlayCommandName = 'connect' | 'upload' | 'status' | 'sandbox-app';

export interface PlayCommand {
  command: PlayCommandName;
  packageName: string;
  aab?: string;
  track: PlayTrack;
  releaseNotes?: string;
  listing?: string;
  credentials?: string;
  live: boolean;
  sandbox?: string;
  title?: string;
}

const COMMANDS: readonly PlayCommandName[] = ['connect', 'upload', 'status', 'sandbox-app'];

/** The command line, checked before anything is read or sent; 'help' for -h. */
export function parsePlayArgs(argv: readonly string[]): PlayCommand | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        aab: { type: 'string' },
        track: { type: 'string', default: 'internal' },
        'release-notes': { type: 'string' },
        listing: { type: 'string' },
        credentials: { type: 'string' },
        live: { type: 'boolean', default: false },
        sandbox: { type: 'string' },
        title: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new PlayUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [command, packageName, ...rest] = positionals;
  if (!COMMANDS.includes(command as PlayCommandName))
    throw new PlayUsageError(`unknown command ${JSON.stringify(command ?? '')}`);
  if (!packageName) throw new PlayUsageError(`${command} needs the app's package name`);
  if (rest.length) throw new PlayUsageError(`unexpected ${rest.join(' ')}`);
  const problem = packageNameProblem(packageName);
  if (problem) throw new PlayUsageError(problem);
  if (!PLAY_TRACKS.includes(values.track as PlayTrack))
    throw new PlayUsageError('--track must be internal, closed or production');
  if (command === 'upload' && !values.aab) throw new PlayUsageError('upload needs --aab <file>');
  if (values.live && !values.credentials)
    throw new PlayUsageError('--live needs --credentials <service account key file>');
  if (values.live && command === 'sandbox-app')
    throw new PlayUsageError('sandbox-app exists only in the stand-in: in Play, create the app in Play Console');
  return {
    command: command as PlayCommandName,
    packageName,
    track: values.track as PlayTrack,
    live: values.live,
    ...(values.aab ? { aab: values.aab } : {}),
    ...(values['release-notes'] ? { releaseNotes: values['release-notes'] } : {}),
    ...(values.listing ? { listing: values.listing } : {}),
    ...(values.credentials ? { credentials: values.credentials } : {}),
    ...(values.sandbox ? { sandbox: values.sandbox } : {}),
    ...(values.title ? { title: values.title } : {}),
  };
}
