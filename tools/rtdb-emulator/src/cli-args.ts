import type { RtdbEmulatorOptions } from './emulator-options.js';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const USAGE = `Usage: rtdb-emulator [--port 9000] [--host 127.0.0.1] [--rules database.rules.json]
                     [--import <dir>] [--export-on-exit [<dir>]]

  --port            port to listen on (default 9000; 0 picks a free one)
  --host            interface to bind (default 127.0.0.1)
  --rules           rules file (JSON with comments), reloaded when it changes; without it all access is allowed
  --import          folder holding database_export/<namespace>.json to load at start
  --export-on-exit  on SIGINT/SIGTERM write database_export/ to this folder (default: the --import folder)`;

export type CliCommand = { readonly help: true } | { readonly help: false; readonly options: RtdbEmulatorOptions };

/** Parses the command line; `--flag value` and `--flag=value` both work. */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  const options: RtdbEmulatorOptions = { port: 9000 };
  let exportOnExit: string | true | undefined;
  const args = argv.flatMap((arg) =>
    arg.startsWith('--') && arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg],
  );
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const value = () => {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      i++;
      return next;
    };
    switch (arg) {
      case '--help':
      case '-h':
        return { help: true };
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          throw new UsageError('--port must be an integer from 0 to 65535');
        options.port = port;
        break;
      }
      case '--host':
        options.host = value();
        break;
      case '--rules':
        options.rulesPath = value();
        break;
      case '--import':
        options.importDir = value();
        break;
      case '--export-on-exit': {
        const next = args[i + 1];
        exportOnExit = next !== undefined && !next.startsWith('--') ? value() : true;
        break;
      }
      default:
        throw new UsageError(`Unknown argument ${arg}`);
    }
  }
  if (exportOnExit === true) {
    if (!options.importDir) throw new UsageError('--export-on-exit needs a folder when --import is not given');
    options.exportOnExitDir = options.importDir;
  } else if (exportOnExit !== undefined) {
    options.exportOnExitDir = exportOnExit;
  }
  return { help: false, options };
}
