import { spawn, type ChildProcess } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSecretFile } from '@apkforge/test-kit/secret-file';
import { LOOPBACK, PORTS } from '../../contracts/local-stack.js';
import { parseServiceAccount, type ServiceAccountKey } from '../../contracts/play-service-account.js';
import { newLocalServiceAccount } from './local-service-account.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Git-ignored: the command line's own service account and the apps of the stand-in it starts (tests use another). */
const STATE_DIR = process.env.APKFORGE_PLAY_CLI_DIR ?? join(ROOT, '.play-sandbox');

export interface StandIn {
  url: string;
  /** True when this command started it (no local stack was running). */
  started: boolean;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/__sandbox/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Starts tools/play-sandbox on a free port, its apps kept in .play-sandbox/state.json between commands. */
async function startOwn(): Promise<StandIn> {
  mkdirSync(STATE_DIR, { recursive: true });
  const child: ChildProcess = spawn(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [join(ROOT, 'tools/play-sandbox/src/cli.ts'), '--port', '0', '--state', join(STATE_DIR, 'state.json')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready on (http:\/\/\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the Play stand-in stopped before it was ready (exit ${code})`)));
  });
  return {
    url,
    started: true,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The stand-in to talk to: the one given, else the local stack's (npm start) when it answers, else one started for
 * this command (so the command works on a fresh clone, and a second command sees what the first uploaded).
 */
export async function standIn(explicit: string | undefined): Promise<StandIn> {
  const url = (explicit ?? process.env.PLAY_SANDBOX_URL ?? `http://${LOOPBACK}:${PORTS.play}`).replace(/\/+$/, '');
  if (await answers(url)) return { url, started: false, stop: async () => undefined };
  if (explicit) throw new Error(`The Play stand-in at ${url} does not answer.`);
  return startOwn();
}

/** The command line's own service account for the stand-in, made once (like a key file from Google Cloud). */
export function commandLineAccount(): ServiceAccountKey {
  const file = join(STATE_DIR, 'service-account.json');
  const existing = existsSync(file) ? parseServiceAccount(readFileSync(file, 'utf8')) : null;
  if (existing) return existing;
  mkdirSync(STATE_DIR, { recursive: true });
  const key = newLocalServiceAccount('apkforge-cli@apkforge-local.iam.gserviceaccount.com');
  writeFileSync(file, `${JSON.stringify(key, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}

/** The local stack's service account (functions/.secret.local), which the functions publish with. */
export function stackAccount(): ServiceAccountKey | null {
  const file = join(ROOT, 'functions', '.secret.local');
  return existsSync(file) ? parseServiceAccount(readSecretFile(file).PLAY_SERVICE_ACCOUNT) : null;
}

/** Tells the stand-in about a service account (its public key), as creating one in Google Cloud does. */
export async function registerAccount(url: string, key: ServiceAccountKey): Promise<void> {
  const publicKeyPem = createPublicKey(key.private_key).export({ type: 'spki', format: 'pem' }).toString();
  const response = await fetch(`${url}/__sandbox/service-accounts`, {
    method: 'POST',
    body: JSON.stringify({ clientEmail: key.client_email, keyId: key.private_key_id, publicKeyPem }),
  });
  if (!response.ok) throw new Error(`the stand-in refused the service account (${response.status})`);
}

/** The stand-in's app as its Play Console shows it, or null: its upload certificate is on App integrity. */
export async function consoleApp(
  url: string,
  packageName: string,
): Promise<{ uploadCertificateSha256?: string } | null> {
  const response = await fetch(`${url}/__sandbox/apps/${encodeURIComponent(packageName)}`);
  return response.ok ? ((await response.json()) as { uploadCertificateSha256?: string }) : null;
}

/** Play Console's "Create app" and "Users and permissions: release rights", in the stand-in. */
export async function createApp(
  url: string,
  packageName: string,
  title: string,
  grantees: readonly string[],
): Promise<void> {
  const response = await fetch(`${url}/__sandbox/apps`, {
    method: 'POST',
    body: JSON.stringify({ packageName, title, grantees }),
  });
  if (!response.ok) throw new Error(`the stand-in refused to create ${packageName} (${response.status})`);
}
