import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseOrExit, portOption } from '@apkforge/test-kit';
import { readSecretFile } from '@apkforge/test-kit/secret-file';
import { LOOPBACK, PORTS } from '../../../functions/src/contracts/local-stack.js';
import { startPlaySandbox } from './server.js';
import { parseServiceAccount } from '../../../functions/src/contracts/play-service-account.js';

const USAGE = `Usage: play-sandbox [--port ${PORTS.play}] [--host ${LOOPBACK}] [--secrets functions/.secret.local] [--state <file>]
  Knows the service account of the secrets file's PLAY_SERVICE_ACCOUNT (the one the functions use); --state keeps
  the apps it is told about across restarts.`;

const defaultSecrets = fileURLToPath(new URL('../../../functions/.secret.local', import.meta.url));
const { values, port } = parseOrExit('play-sandbox', USAGE, () => {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(PORTS.play) },
      host: { type: 'string', default: LOOPBACK },
      secrets: { type: 'string', default: defaultSecrets },
      state: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return { values, port: portOption('port', values.port) };
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const stackAccount = parseServiceAccount(
  existsSync(values.secrets) ? readSecretFile(values.secrets).PLAY_SERVICE_ACCOUNT : undefined,
);

try {
  const sandbox = await startPlaySandbox({
    port,
    host: values.host,
    serviceAccounts: stackAccount ? [stackAccount] : [],
    ...(values.state ? { stateFile: values.state } : {}),
  });
  const shutdown = () => void sandbox.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  process.stdout.write(`play-sandbox ready on ${sandbox.url}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
