import { parseArgs } from 'node:util';

export const OPS_USAGE = `npm run ops -- <command> [--project <id> --database-url <url>]
  grant <email>    give the account the support claim and put it on the staff list (it can open /ops and call
                   the ops callables)
  revoke <email>   take both away: its open sessions are refused at once, and it is signed out everywhere
  list             every account with the claim or on the staff list
  campaign <shellVersion> [--what "what changed"] [--required-by YYYY-MM-DD]
                   an update campaign: apps built with an older shell are marked "update available", paid App
                   Bundle plans rebuilt and delivered, owners emailed once (docs/product.md "Apps kept current")
  --project <id>   a real Firebase project, with application default credentials
                   (gcloud auth application-default login); needs --database-url, where the staff list lives
  --database-url   the project's Realtime Database (https://<instance>.firebasedatabase.app)
                   without both: the local stack's emulators`;

export type OpsCommand =
  | { kind: 'help' }
  | { kind: 'grant' | 'revoke'; email: string; project: string | undefined; databaseUrl: string | undefined }
  | { kind: 'list'; project: string | undefined; databaseUrl: string | undefined }
  | {
      kind: 'campaign';
      shellVersion: string;
      whatChanged: string | undefined;
      requiredBy: string | undefined;
      project: string | undefined;
      databaseUrl: string | undefined;
    };

export class OpsUsageError extends Error {}

export function parseOpsArgs(argv: readonly string[]): OpsCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      what: { type: 'string' },
      'required-by': { type: 'string' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length === 0) return { kind: 'help' };
  const [command, ...rest] = positionals;
  const project = values.project;
  const databaseUrl = values['database-url'];
  if (project !== undefined && !/^[a-z][a-z0-9-]{4,29}$/.test(project))
    throw new OpsUsageError(`not a Firebase project id: ${project}`);
  if ((project === undefined) !== (databaseUrl === undefined))
    throw new OpsUsageError('--project and --database-url go together (the staff list is in the database)');
  if (databaseUrl !== undefined && !/^https:\/\/[^\s/]+\/?$/.test(databaseUrl))
    throw new OpsUsageError(`not a database URL: ${databaseUrl}`);
  if (command === 'list') {
    if (rest.length > 0) throw new OpsUsageError('list takes no arguments');
    return { kind: 'list', project, databaseUrl };
  }
  if (command === 'grant' || command === 'revoke') {
    const [email, ...extra] = rest;
    if (!email || extra.length > 0) throw new OpsUsageError(`${command} takes exactly one email`);
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new OpsUsageError(`not an email address: ${email}`);
    return { kind: command, email, project, databaseUrl };
  }
  if (command === 'campaign') {
    const [shellVersion, ...extra] = rest;
    if (!shellVersion || extra.length > 0) throw new OpsUsageError('campaign takes exactly one shell version');
    return {
      kind: 'campaign',
      shellVersion,
      whatChanged: values.what,
      requiredBy: values['required-by'],
      project,
      databaseUrl,
    };
  }
  throw new OpsUsageError(`unknown command: ${command}`);
}
