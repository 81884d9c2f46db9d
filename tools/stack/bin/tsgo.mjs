#!/usr/bin/env node
// @ts-check
/**
 * `tsgo`: TypeScript 7, the compiler ported to Go (the `typescript-native` dependency, npm:typescript@7), for every
 * typecheck and build of the repository: `npm run typecheck` (`tsgo -b`), `npm test`'s typecheck, the functions'
 * build and `npm run dev`'s watch build. It reads the same tsconfig files, reports the same errors in the same format
 * and emits the same JavaScript as TypeScript 5.9, at a fraction of the cost: a cold build of every project took 29 s
 * and 44 CPU-s with 5.9, 5.6 s and 10 CPU-s with 7 (README "Tests": how long).
 *
 * TypeScript 5.9 (`typescript`) stays for the tools that load the compiler as a JavaScript library (editors' language
 * service), an API TypeScript 7 does not offer in the same form. Both packages call their command
 * `tsc`, and npm links only one of them; this one is `tsgo`, TypeScript's own name for the native compiler, so no
 * script depends on which one npm picked.
 *
 * It runs the platform's executable the way TypeScript 7's own launcher finds it, without that launcher's second
 * Node start (on Node 20, which lacks process.execve, the launcher stays alive as a parent of the compiler).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const launcher = fileURLToPath(import.meta.resolve('typescript-native/package.json'));
// The compiler ships as an optional dependency per platform (@typescript/typescript-linux-x64...): resolved from the
// launcher's folder, as its own getExePath does.
const platformPackage = `@typescript/typescript-${process.platform}-${process.arch}/package.json`;
const executable = join(
  dirname(createRequire(launcher).resolve(platformPackage)),
  'lib',
  process.platform === 'win32' ? 'tsc.exe' : 'tsc',
);

const result = spawnSync(executable, process.argv.slice(2), { stdio: 'inherit' });
if (result.error) throw result.error;
// Killed by a signal: the shell's convention, 128 + the signal's number.
process.exitCode = result.status ?? 128 + (result.signal ? constants.signals[result.signal] : 0);
