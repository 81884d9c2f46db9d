/**
 * Command-line conventions of the repository's tools: options are parsed with node:util `parseArgs` (strict, so
 * an unknown option is an error), a mistake prints one line and the usage and exits 2, and `--help` prints the
 * usage and exits 0.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Node's parseArgs errors (unknown option, missing value, stray positional) are usage errors too. */
function usageMessage(error: unknown): string | null {
  if (error instanceof UsageError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_')) {
    // Node appends advice about '--' positionals; the first sentence names the mistake.
    return (error as Error).message.split('. ')[0] ?? (error as Error).message;
  }
  return null;
}

/** Runs `parse`; on a usage error prints `<program>: <mistake>` and the usage to stderr and exits 2. */
export function parseOrExit<T>(program: string, usage: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const message = usageMessage(error);
    if (message === null) throw error;
    process.stderr.write(`${program}: ${message}\n\n${usage}\n`);
    process.exit(2);
  }
}

/**
 * parseArgs has no options whose value may be left out. For `--flag [value]` (like firebase-tools'
 * `--export-on-exit [dir]`), a bare flag (last, or followed by another option) becomes `--flag=`: an empty value
 * that the caller reads as "the default".
 */
export function withOptionalValue(argv: readonly string[], flag: string): string[] {
  return argv.map((arg, index) => {
    const next = argv[index + 1];
    return arg === flag && (next === undefined || next.startsWith('-')) ? `${flag}=` : arg;
  });
}

/** A port number option: an integer from 0 (any free port) to 65535. */
export function portOption(name: string, text: string): number {
  const port = Number(text);
  if (text.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--${name} must be an integer from 0 to 65535`);
  return port;
}
