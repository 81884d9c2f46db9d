import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from './stack-config.js';

/**
 * The Functions emulator reads secrets from functions/.secret.local. It is git-ignored (a real
 * deployment keeps them in Secret Manager), so a fresh clone gets the sandbox's values from the
 * committed example; an existing file is never overwritten, so real Razorpay test keys survive.
 */
export function ensureLocalSecrets(log: (line: string) => void): void {
  const target = join(ROOT_DIR, 'functions', '.secret.local');
  if (existsSync(target)) return;
  const example = join(ROOT_DIR, 'functions', '.secret.local.example');
  if (!existsSync(example)) throw new Error('functions/.secret.local.example is missing');
  copyFileSync(example, target);
  log('created functions/.secret.local from functions/.secret.local.example (local sandbox values)');
}
