import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { appendFileSync, copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSecretFile } from '@apkforge/test-kit/secret-file';
import { PUBLISHED_SANDBOX_SECRETS, SECRET_PLACEHOLDER } from '../../../functions/src/contracts/local-secrets.js';
import {
  LOCAL_SERVICE_ACCOUNT_EMAIL,
  type ServiceAccountKey,
} from '../../../functions/src/contracts/play-service-account.js';
import { ROOT_DIR } from './stack-config.js';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function base62(length: number): string {
  // 248 = 4 x 62: bytes at or above it are skipped, so every character is equally likely.
  const characters: string[] = [];
  while (characters.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && characters.length < length) characters.push(BASE62.charAt(byte % 62));
    }
  }
  return characters.join('');
}

/**
 * The local service account's key file (a fresh RSA key each machine), base64 on one line: the functions publish
 * with it and the Play stand-in knows its public half (contracts/play-service-account.ts).
 */
function localServiceAccount(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key: ServiceAccountKey = {
    type: 'service_account',
    client_email: LOCAL_SERVICE_ACCOUNT_EMAIL,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    private_key_id: randomBytes(20).toString('hex'),
    project_id: 'demo-apkforge',
  };
  return Buffer.from(JSON.stringify(key)).toString('base64');
}

/**
 * A fresh random value for one secret of functions/.secret.local.example, shaped like the real one: a Razorpay
 * test key id (`rzp_test_` and 14 characters), a 24-character key secret, a service account key file for Play, and
 * 32 random bytes (base64) for every other secret (webhook secret, the signing-keys master secret and any added later).
 */
export function generateSecret(name: string): string {
  if (name === 'PLAY_SERVICE_ACCOUNT') return localServiceAccount();
  if (name.endsWith('_KEY_ID')) return `rzp_test_${base62(14)}`;
  if (name === 'RAZORPAY_KEY_SECRET') return base62(24);
  return randomBytes(32).toString('base64');
}

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

/**
 * A secret needs a new value when it is missing, still the placeholder, or a Razorpay value this repository once
 * published (they only ever worked against the local sandbox, which accepts whatever the file says). The
 * signing-keys secret is kept even then: it opens the keys already sealed in the local database, and a new one
 * would make every local app un-updatable.
 */
function needsValue(name: string, value: string | undefined): boolean {
  if (!value || value === SECRET_PLACEHOLDER) return true;
  return name !== 'SIGNING_KEYS_SECRET' && PUBLISHED_SANDBOX_SECRETS.includes(value);
}

interface LocalSecretsChange {
  /** Names given a value (generated for the example's placeholders, copied for its local settings). */
  written: string[];
}

/**
 * functions/.secret.local for the local stack (the Functions emulator and the payment sandbox both read it). Every
 * name the example holds as the placeholder gets a random value unless the file already has a real one, so no two
 * machines share a key and no committed value can ever be deployed; a name the example gives a
 * local setting (SMTP_URL: the local mail catcher) is copied when missing. Existing values are kept otherwise: the
 * signing-keys secret opens the keys already sealed in the local database, and real Razorpay test keys survive.
 */
function ensureSecretFile(target: string, example: string): LocalSecretsChange {
  const wanted = readSecretFile(example);
  const current = existsSync(target) ? readSecretFile(target) : {};
  const values: Record<string, string> = {};
  for (const [name, exampleValue] of Object.entries(wanted)) {
    if (exampleValue === SECRET_PLACEHOLDER) {
      if (needsValue(name, current[name])) values[name] = generateSecret(name);
    } else if (current[name] === undefined) {
      values[name] = exampleValue;
    }
  }
  const written = Object.keys(values);
  if (written.length === 0) return { written };
  const kept = existsSync(target)
    ? readFileSync(target, 'utf8')
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '' && !written.includes(line.split('=')[0]?.trim() ?? ''))
    : [
        '# Local secrets of the Functions emulator and the Razorpay sandbox, generated by `npm start` (tools/stack).',
        '# Random per machine and git-ignored; a deployed project keeps its own in Secret Manager.',
        '# Delete a line to have it generated again (SIGNING_KEYS_SECRET opens the keys sealed in the local database).',
      ];
  const lines = [...kept, ...written.map((name) => `${name}=${values[name]}`)];
  writeFileSync(target, `${lines.join('\n')}\n`, { mode: 0o600 });
  return { written };
}

/** functions/.env.demo-apkforge: local parameters (not secret), copied from the example, new keys appended. */
function ensureParameterFile(target: string, example: string, log: (line: string) => void): void {
  if (!existsSync(example)) throw new Error(`${example} is missing`);
  if (!existsSync(target)) {
    copyFileSync(example, target);
    log(`created ${target} from ${example} (local parameters)`);
    return;
  }
  const existing = readFileSync(target, 'utf8');
  const missing = missingLines(existing, readFileSync(example, 'utf8'));
  if (missing.length === 0) return;
  appendFileSync(target, `${existing.endsWith('\n') || existing === '' ? '' : '\n'}${missing.join('\n')}\n`);
  log(`added ${missing.map((line) => line.split('=')[0]).join(', ')} to ${target} from ${example}`);
}

/** The files the Functions emulator reads that must not be committed as such: secrets and local parameters. */
export function ensureLocalSecrets(log: (line: string) => void, rootDir: string = ROOT_DIR): void {
  const secrets = ensureSecretFile(
    join(rootDir, 'functions/.secret.local'),
    join(rootDir, 'functions/.secret.local.example'),
  );
  if (secrets.written.length > 0)
    log(`wrote local secrets to functions/.secret.local: ${secrets.written.join(', ')} (random where generated)`);
  ensureParameterFile(
    join(rootDir, 'functions/.env.demo-apkforge'),
    join(rootDir, 'functions/.env.demo-apkforge.example'),
    log,
  );
}
