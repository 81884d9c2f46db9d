import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from './stack-config.js';

/**
 * Files the Functions emulator reads that must not be committed as such: the secrets (a deployment keeps them
 * in Secret Manager) and the local parameter values (.env.<project-id>). A fresh clone gets the sandbox's values
 * from the committed examples; an existing file is never overwritten, so real Razorpay test keys survive, but a
 * key the example gained since (a new secret) is appended, or the emulator would refuse the function using it.
 */
const LOCAL_FILES = [
  { target: 'functions/.secret.local', example: 'functions/.secret.local.example' },
  { target: 'functions/.env.demo-apkforge', example: 'functions/.env.demo-apkforge.example' },
];

/** `KEY=value` lines of a dotenv file, by key (comments and blank lines skipped). */
export function dotenvEntries(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line);
    if (match?.[1]) entries.set(match[1], line.trim());
  }
  return entries;
}

/** The example's lines whose keys the existing file lacks. */
export function missingLines(existing: string, example: string): string[] {
  const present = dotenvEntries(existing);
  return [...dotenvEntries(example)].filter(([key]) => !present.has(key)).map(([, line]) => line);
}

export function ensureLocalSecrets(log: (line: string) => void): void {
  for (const { target, example } of LOCAL_FILES) {
    const targetPath = join(ROOT_DIR, target);
    const examplePath = join(ROOT_DIR, example);
    if (!existsSync(examplePath)) throw new Error(`${example} is missing`);
    if (!existsSync(targetPath)) {
      copyFileSync(examplePath, targetPath);
      log(`created ${target} from ${example} (local sandbox values)`);
      continue;
    }
    const missing = missingLines(readFileSync(targetPath, 'utf8'), readFileSync(examplePath, 'utf8'));
    if (missing.length === 0) continue;
    const existing = readFileSync(targetPath, 'utf8');
    appendFileSync(targetPath, `${existing.endsWith('\n') || existing === '' ? '' : '\n'}${missing.join('\n')}\n`);
    log(`added ${missing.map((line) => line.split('=')[0]).join(', ')} to ${target} from ${example}`);
  }
}
