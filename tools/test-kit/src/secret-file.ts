import { readFileSync } from 'node:fs';

/**
 * A dotenv-style file (KEY=VALUE per line, # comments, optional quotes), as the Functions emulator reads
 * functions/.secret.local: the stack, the payment sandbox and the phase-2 tests read the same secrets with it.
 */
export function readSecretFile(path: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rawLine of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    if (equals <= 0) continue;
    let value = line.slice(equals + 1).trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    values[line.slice(0, equals).trim()] = value;
  }
  return values;
}
