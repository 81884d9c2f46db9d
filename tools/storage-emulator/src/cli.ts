import { parseArgs } from 'node:util';
import { parseOrExit, portOption } from '@apkforge/test-kit';
import { LOOPBACK, PORTS } from '../../../functions/src/contracts/local-stack.js';
import { startStorageEmulator } from './server.js';

const USAGE = `Usage: storage-emulator [--port ${PORTS.storage}] [--host ${LOOPBACK}]`;

const { values, port } = parseOrExit('storage-emulator', USAGE, () => {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(PORTS.storage) },
      host: { type: 'string', default: LOOPBACK },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return { values, port: portOption('port', values.port) };
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
try {
  const emulator = await startStorageEmulator({ port, host: values.host });
  const shutdown = () => {
    void emulator.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  process.stdout.write(`storage-emulator ready on ${emulator.url}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
