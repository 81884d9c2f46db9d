import { isCliCommand, usage } from './args.js';
import { runCli } from './run.js';

// `node launch.mjs <apk|aab> [options]` (the root package.json's apk and aab scripts); npm sets INIT_CWD to where
// `npm run` was typed, a direct `node` run works in the current folder.
const [command, ...argv] = process.argv.slice(2);
if (!isCliCommand(command)) {
  process.stderr.write(`Unknown command ${command ?? '(none)'}: apk or aab.\n\n${usage('apk')}\n`);
  process.exitCode = 2;
} else
  // No top-level await: the launcher runs this file as CommonJS (launch.mjs says why).
  void runCli(command, argv, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
    cwd: process.env.INIT_CWD ?? process.cwd(),
  }).then((code) => {
    process.exitCode = code;
  });
