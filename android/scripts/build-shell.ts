import { buildShellCommand, parseBuildShellArgs } from './shell/build-shell-command.js';

// npm run build:shell [-- --out <file>] [-- --check] (shell/build-shell-command.ts)
process.exitCode = await buildShellCommand(parseBuildShellArgs(process.argv.slice(2)));
