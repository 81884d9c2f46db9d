import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseOrExit, portOption } from '@apkforge/test-kit';
import { readSecretFile } from '@apkforge/test-kit/secret-file';
import { LOOPBACK, PORTS } from '../../../functions/src/contracts/local-stack.js';
import { DEFAULT_WEBHOOK_URL, startRazorpaySandbox } from './server.js';

const USAGE = `Usage: razorpay-sandbox [--port ${PORTS.razorpay}] [--host ${LOOPBACK}] [--secrets functions/.secret.local] [--webhook-url URL]
  Keys come from the secrets file (the one the Functions emulator reads); the environment (RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAY_WEBHOOK_URL) overrides it.`;

const defaultSecrets = fileURLToPath(new URL('../../../functions/.secret.local', import.meta.url));
const { values, port } = parseOrExit('razorpay-sandbox', USAGE, () => {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(PORTS.razorpay) },
      host: { type: 'string', default: LOOPBACK },
      secrets: { type: 'string', default: defaultSecrets },
      'webhook-url': { type: 'string', default: process.env.RAZORPAY_WEBHOOK_URL ?? DEFAULT_WEBHOOK_URL },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return { values, port: portOption('port', values.port) };
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const fromFile = existsSync(values.secrets) ? readSecretFile(values.secrets) : {};
const setting = (name: string): string => process.env[name] ?? fromFile[name] ?? '';

try {
  const sandbox = await startRazorpaySandbox({
    port,
    host: values.host,
    keyId: setting('RAZORPAY_KEY_ID'),
    keySecret: setting('RAZORPAY_KEY_SECRET'),
    webhookSecret: setting('RAZORPAY_WEBHOOK_SECRET'),
    webhookUrl: values['webhook-url'],
  });
  const shutdown = () => {
    void sandbox.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  process.stdout.write(`razorpay-sandbox ready on ${sandbox.url}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
