import { resolve } from 'node:path';
import { startLocalStack } from './local-stack.js';
import { STACK_URLS } from './stack-config.js';

const USAGE = `npm start [-- --import <dir>] [-- --export-on-exit [dir]]
  Runs the whole product locally and offline. Ctrl-C stops everything.
  --import <dir>          data to load, in the official emulator export format (default: emulator-data)
  --export-on-exit [dir]  save auth and database data there on Ctrl-C (default: the import folder)
npm run dev               the same, plus Vite's hot reload at ${STACK_URLS.vite}`;

function parseArgs(argv: string[]) {
  const options: { importDir?: string; exportOnExitDir?: string; dev: boolean } = { dev: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const next = argv[index + 1];
    if (arg === '--dev') options.dev = true;
    else if (arg === '--import' && next && !next.startsWith('--')) ((options.importDir = resolve(next)), index++);
    else if (arg === '--export-on-exit') {
      if (next && !next.startsWith('--')) ((options.exportOnExitDir = resolve(next)), index++);
      else options.exportOnExitDir = '';
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`unknown option: ${arg}\n${USAGE}`);
      process.exit(2);
    }
  }
  if (options.exportOnExitDir === '') options.exportOnExitDir = options.importDir ?? resolve('emulator-data');
  return options;
}

const log = (line: string) => process.stdout.write(`[apkforge] ${line}\n`);

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const stack = await startLocalStack({ ...options, echo: true, log });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping${options.exportOnExitDir ? ` and exporting to ${options.exportOnExitDir}` : ''}...`);
    await stack.stop();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`ready in ${seconds} s`);
  log(`Apkforge is running at ${STACK_URLS.app}${options.dev ? ` (hot reload: ${STACK_URLS.vite})` : ''}`);
  log('demo login: demo@apkforge.dev / apkforge-demo. Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  log(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
