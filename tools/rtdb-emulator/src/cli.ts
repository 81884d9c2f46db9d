import { parseOrExit } from '@apkforge/test-kit';
import { parseCliArgs, USAGE } from './cli-args.js';
import { startRtdbEmulator } from './server.js';

async function main(): Promise<void> {
  const command = parseOrExit('rtdb-emulator', USAGE, () => parseCliArgs(process.argv.slice(2)));
  if (command.help) {
    console.log(USAGE);
    return;
  }
  const emulator = await startRtdbEmulator(command.options);
  console.log(`rtdb-emulator ready on ${emulator.url}`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const exporting = command.options.exportOnExitDir;
    if (exporting) console.log(`rtdb-emulator: ${signal}, exporting to ${exporting}`);
    emulator.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`rtdb-emulator: stop failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`rtdb-emulator: ${(error as Error).message}`);
  process.exit(1);
});
