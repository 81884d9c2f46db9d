import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from './stack-config.js';

/**
 * Files the Functions emulator reads that must not be committed as such: the secrets (a deployment keeps them
 * in Secret Manager) and the local parameter values (.env.<project-id>). A fresh clone gets the sandbox's values
 * from the committed examples; an existing file is never overwritten, so real Razorpay test keys survive.
 */
const LOCAL_FILES = [
  { target: 'functions/.secret.local', example: 'functions/.secret.local.example' },
  { target: 'functions/.env.demo-apkforge', example: 'functions/.env.demo-apkforge.example' },
];

export function ensureLocalSecrets(log: (line: string) => void): void {
  for (const { target, example } of LOCAL_FILES) {
    if (existsSync(join(ROOT_DIR, target))) continue;
    if (!existsSync(join(ROOT_DIR, example))) throw new Error(`${example} is missing`);
    copyFileSync(join(ROOT_DIR, example), join(ROOT_DIR, target));
    log(`created ${target} from ${example} (local sandbox values)`);
  }
}
