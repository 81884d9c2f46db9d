import { join } from 'node:path';
import { readSecretFile } from '@apkforge/test-kit/secret-file';
import { DATABASE_NAMESPACE, LOOPBACK, PORTS } from '../../../functions/src/contracts/local-stack.js';
import { parseServiceAccount } from '../../../functions/src/contracts/play-service-account.js';
import { ROOT_DIR, STACK_URLS } from './stack-config.js';

/** A stand-in server the stack runs inside its own process (they start in milliseconds and need no child). */
export interface InProcessService {
  name: string;
  url: string;
  stop(): Promise<void>;
}

export interface DatabaseOptions {
  importDir: string | undefined;
  exportOnExitDir: string | undefined;
}

export async function startDatabaseEmulator(options: DatabaseOptions): Promise<InProcessService> {
  const { startRtdbEmulator } = await import('@apkforge/rtdb-emulator');
  const emulator = await startRtdbEmulator({
    port: PORTS.database,
    host: LOOPBACK,
    rulesPath: join(ROOT_DIR, 'database.rules.json'),
    ...(options.importDir ? { importDir: options.importDir } : {}),
    ...(options.exportOnExitDir ? { exportOnExitDir: options.exportOnExitDir } : {}),
  });
  return {
    name: `database (namespace ${DATABASE_NAMESPACE})`,
    url: emulator.url,
    // stop() exports to exportOnExitDir when one was given.
    stop: () => emulator.stop(),
  };
}

export async function startStorageStandIn(): Promise<InProcessService> {
  const { startStorageEmulator } = await import('@apkforge/storage-emulator');
  const storage = await startStorageEmulator({ port: PORTS.storage, host: LOOPBACK });
  return { name: 'storage', url: storage.url, stop: () => storage.stop() };
}

export async function startPaymentSandbox(): Promise<InProcessService> {
  const { startRazorpaySandbox } = await import('@apkforge/razorpay-sandbox');
  const secrets = readSecretFile(join(ROOT_DIR, 'functions', '.secret.local'));
  const sandbox = await startRazorpaySandbox({
    port: PORTS.razorpay,
    host: LOOPBACK,
    keyId: secrets.RAZORPAY_KEY_ID ?? '',
    keySecret: secrets.RAZORPAY_KEY_SECRET ?? '',
    webhookSecret: secrets.RAZORPAY_WEBHOOK_SECRET ?? '',
    webhookUrl: `${STACK_URLS.functions}/razorpayWebhook`,
  });
  return { name: 'razorpay sandbox', url: sandbox.url, stop: () => sandbox.stop() };
}

/** The Google Play Developer API stand-in, knowing the functions' service account (functions/.secret.local). */
export async function startPlayStandIn(): Promise<InProcessService> {
  const { startPlaySandbox } = await import('@apkforge/play-sandbox');
  const secrets = readSecretFile(join(ROOT_DIR, 'functions', '.secret.local'));
  const account = parseServiceAccount(secrets.PLAY_SERVICE_ACCOUNT);
  const sandbox = await startPlaySandbox({
    port: PORTS.play,
    host: LOOPBACK,
    serviceAccounts: account ? [account] : [],
  });
  return { name: 'play stand-in (Play Console: /)', url: sandbox.url, stop: () => sandbox.stop() };
}
