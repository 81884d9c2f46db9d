import { parseArgs } from 'node:util';
import { portOption, UsageError, withOptionalValue } from '@apkforge/test-kit';
import { LOOPBACK, PORTS } from '../../../functions/src/contracts/local-stack.js';
import type { RtdbEmulatorOptions } from './emulator-options.js';

export const USAGE = `Usage: rtdb-emulator [--port ${PORTS.database}] [--host ${LOOPBACK}] [--rules database.rules.json]
                     [--import <dir>] [--export-on-exit [<dir>]]

  --port            port to listen on (default ${PORTS.database}; 0 picks a free one)
  --host            interface to bind (default ${LOOPBACK})
  --rules           rules file (JSON with comments), reloaded when it changes; without it all access is allowed
  --import          folder holding database_export/<namespace>.json to load at start
  --export-on-exit  on SIGINT/SIGTERM write database_export/ to this folder (default: the --import folder)`;

export type CliCommand = { readonly help: true } | { readonly help: false; readonly options: RtdbEmulatorOptions };

/** Parses the command line (node:util parseArgs: `--flag value` and `--flag=value`, unknown options refused). */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  const { values } = parseArgs({
    args: withOptionalValue(argv, '--export-on-exit'),
    options: {
      port: { type: 'string', default: String(PORTS.database) },
      host: { type: 'string' },
      rules: { type: 'string' },
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return { help: true };
  const options: RtdbEmulatorOptions = { port: portOption('port', values.port) };
  if (values.host !== undefined) options.host = values.host;
  if (values.rules !== undefined) options.rulesPath = values.rules;
  if (values.import !== undefined) options.importDir = values.import;
  const exportOnExit = values['export-on-exit'];
  if (exportOnExit === '') {
    if (!options.importDir) throw new UsageError('--export-on-exit needs a folder when --import is not given');
    options.exportOnExitDir = options.importDir;
  } else if (exportOnExit !== undefined) {
    options.exportOnExitDir = exportOnExit;
  }
  return { help: false, options };
}
