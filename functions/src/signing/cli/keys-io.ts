/** What a `npm run keys` subcommand prints to, and how it says it was used wrongly. */
export interface KeysIo {
  out(line: string): void;
  err(line: string): void;
  /** Prints the subcommand's usage and gives the usage exit code (2). */
  usage(text: string): number;
}

/** Exit codes: 0 done, 1 input or a refusal, 2 usage, 3 a key file (missing, unreadable, wrong password). */
export const KeysExit = { ok: 0, input: 1, usage: 2, keyFile: 3 } as const;
