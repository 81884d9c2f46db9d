import { parseArgs } from 'node:util';

export const OPS_USAGE = `npm run ops -- <command> [--project <id>]
  grant <email>    give the account the support claim (it can open /ops and call the ops callables)
  revoke <email>   take it away (and sign the account out everywhere)
  list             every account with the claim
  campaign <shellVersion> [--what "what changed"] [--required-by YYYY-MM-DD] [--database-url <url>]
                   an update campaign: apps built with an older shell are marked "update available", paid App
                   Bundle plans rebuilt and delivered, owners emailed once (docs/product.md "Apps kept current")
  --project <id>   a real Firebase project, with application default credentials
                   (gcloud auth application-default login); without it: the local stack's Auth emulator`;

export type OpsCommand =
  | { kind: 'help' }
  | { kind: 'grant' | 'revoke'; email: string; project: string | undefined }
  | { kind: 'list'; project: string | undefined }
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
  if (project !== undefined && !/^[a-z][a-z0-9-]{4,29}$/.test(project))
    throw new OpsUsageError(`not a Firebase project id: ${project}`);
  if (command === 'list') {
    if (rest.length > 0) throw new OpsUsageError('list takes no arguments');
    return { kind: 'list', project };
  }
  if (command === 'grant' || command === 'revoke') {
    const [email, ...extra] = rest;
    if (!email || extra.length > 0) throw new OpsUsageError(`${command} takes exactly one email`);
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new OpsUsageError(`not an email address: ${email}`);
    return { kind: command, email, project };
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
      databaseUrl: values['database-url'],
    };
  }
  throw new OpsUsageError(`unknown command: ${command}`);
}
