import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT_DIR } from './stack-config.js';

export interface BuildTarget {
  name: string;
  /** Files and folders whose content the output depends on. */
  inputs: string[];
  /** A file the build writes; its absence forces a build. */
  output: string;
  command: string[];
}

/** What `npm start` and `npm test` build before starting the emulators. */
export const BUILD_TARGETS: BuildTarget[] = [
  {
    name: 'functions',
    inputs: ['functions/src', 'functions/package.json', 'functions/tsconfig.json', 'functions/tsconfig.build.json'],
    output: 'functions/lib/index.js',
    command: ['npm', 'run', '--silent', 'build', '-w', 'functions'],
  },
  {
    name: 'web',
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/.env.emulator.local',
      'web/vite.config.ts',
      'web/package.json',
    ],
    output: 'web/dist/index.html',
    command: ['npm', 'run', '--silent', 'build:emulator', '-w', 'web'],
  },
];

const STAMP_DIR = join(ROOT_DIR, 'node_modules', '.cache', 'apkforge-stack');

/** A fingerprint of the inputs: every file's path, size and mtime. Cheap, and changes with any edit. */
function fingerprint(inputs: string[]): string {
  const parts: string[] = [];
  const visit = (path: string): void => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (entry !== 'node_modules') visit(join(path, entry));
      }
    } else {
      parts.push(`${relative(ROOT_DIR, path)}:${stat.size}:${stat.mtimeMs}`);
    }
  };
  for (const input of inputs) visit(join(ROOT_DIR, input));
  return parts.join('\n');
}

function run(command: string[]): Promise<void> {
  const [program, ...args] = command;
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(program ?? 'npm', args, { cwd: ROOT_DIR, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolveRun() : rejectRun(new Error(`${command.join(' ')} exited with ${code}`)),
    );
    child.on('error', rejectRun);
  });
}

/** Builds each target whose inputs changed since its last successful build (or `force`). */
export async function buildIfStale(options: { force?: boolean; log: (line: string) => void }): Promise<void> {
  mkdirSync(STAMP_DIR, { recursive: true });
  for (const target of BUILD_TARGETS) {
    const stampFile = join(STAMP_DIR, `${target.name}.stamp`);
    // The output is part of the stamp: another build into the same folder (a production `vite build`
    // writes web/dist too) must not pass for ours.
    const stamp = () => `${fingerprint(target.inputs)}\n${fingerprint([target.output])}`;
    const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
    if (!options.force && existsSync(join(ROOT_DIR, target.output)) && previous === stamp()) {
      options.log(`${target.name}: up to date`);
      continue;
    }
    options.log(`${target.name}: building`);
    await run(target.command);
    writeFileSync(stampFile, stamp());
  }
}
