import { parseArgs } from 'node:util';
import { startStorageEmulator } from './server.js';

/** `tsx tools/storage-emulator/src/cli.ts [--port 9199] [--host 127.0.0.1]` */
const { values } = parseArgs({
  options: { port: { type: 'string', default: '9199' }, host: { type: 'string', default: '127.0.0.1' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`storage-emulator: invalid --port ${values.port}\n`);
  process.exit(2);
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
