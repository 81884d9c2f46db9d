import { readFileSync } from 'node:fs';

/** KEY=VALUE lines with # comments, as the Functions emulator reads functions/.secret.local. */
export function readSecretFile(path: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const raw of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    if (equals <= 0) continue;
    let value = line.slice(equals + 1).trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    values[line.slice(0, equals).trim()] = value;
  }
  return values;
}
