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
const BUILD_TARGETS: BuildTarget[] = [
  {
    name: 'functions',
    inputs: [
      'functions/src',
      'functions/package.json',
      'functions/tsconfig.json',
      'functions/tsconfig.build.json',
      'tsconfig.base.json',
    ],
    output: 'functions/lib/index.js',
    command: ['npm', 'run', '--silent', 'build', '-w', 'functions'],
  },
  {
    name: 'web',
    inputs: [
      'web/src',
      // The web app bundles the contracts it imports (`@contracts/*`).
      'functions/src/contracts',
      'web/public',
      'web/index.html',
      'web/build-plugins',
      'web/.env.emulator.local',
      'web/vite.config.ts',
      'web/package.json',
    ],
    output: 'web/dist/index.html',
    command: ['npm', 'run', '--silent', 'build:emulator', '-w', 'web'],
  },
];

/**
 * A fingerprint of the inputs: every file's path, size and mtime. Cheap, and changes with any edit, with a file
 * added or deleted, and with a file touched (so a source newer than the last build always rebuilds).
 */
function fingerprint(rootDir: string, inputs: readonly string[]): string {
  const parts: string[] = [];
  const visit = (path: string): void => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (entry !== 'node_modules') visit(join(path, entry));
      }
    } else {
      parts.push(`${relative(rootDir, path)}:${stat.size}:${stat.mtimeMs}`);
    }
  };
  for (const input of inputs) visit(join(rootDir, input));
  return parts.join('\n');
}

/**
 * What the Functions emulator loads: functions/lib, but for tsc's build info (firebase.json has the emulator ignore
 * it). A build that leaves this unchanged (only tests or types changed) makes the emulator load nothing again.
 */
export function functionsLibFingerprint(rootDir = ROOT_DIR): string {
  return fingerprint(rootDir, ['functions/lib'])
    .split('\n')
    .filter((line) => !line.includes('.tsbuildinfo'))
    .join('\n');
}

function spawnBuild(command: readonly string[], cwd: string): Promise<void> {
  const [program, ...args] = command;
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(program ?? 'npm', args, { cwd, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolveRun() : rejectRun(new Error(`${command.join(' ')} exited with ${code}`)),
    );
    child.on('error', rejectRun);
  });
}

export interface BuildOptions {
  force?: boolean;
  log: (line: string) => void;
  /** The defaults are the repository's: its root, BUILD_TARGETS, stamps under node_modules/.cache, a child process. */
  rootDir?: string;
  targets?: readonly BuildTarget[];
  /** Only the targets of these names (the test runner leaves the functions to `npm run dev`'s watch build). */
  only?: readonly string[];
  stampDir?: string;
  run?: (command: readonly string[], cwd: string) => Promise<void>;
}

/**
 * Builds each target whose inputs changed since its last successful build (or `force`). A failed build leaves the
 * previous stamp alone, so the next start tries again. Resolves with the names of the targets it built.
 */
export async function buildIfStale(options: BuildOptions): Promise<string[]> {
  const rootDir = options.rootDir ?? ROOT_DIR;
  const stampDir = options.stampDir ?? join(rootDir, 'node_modules', '.cache', 'apkforge-stack');
  const run = options.run ?? spawnBuild;
  mkdirSync(stampDir, { recursive: true });
  const built: string[] = [];
  const targets = (options.targets ?? BUILD_TARGETS).filter((t) => !options.only || options.only.includes(t.name));
  for (const target of targets) {
    const stampFile = join(stampDir, `${target.name}.stamp`);
    // The output is part of the stamp: another build into the same folder (a production `vite build`
    // writes web/dist too) must not pass for ours.
    const stamp = () => `${fingerprint(rootDir, target.inputs)}\n${fingerprint(rootDir, [target.output])}`;
    const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
    if (!options.force && existsSync(join(rootDir, target.output)) && previous === stamp()) {
      options.log(`${target.name}: up to date`);
      continue;
    }
    options.log(`${target.name}: building`);
    await run(target.command, rootDir);
    writeFileSync(stampFile, stamp());
    built.push(target.name);
  }
  return built;
}
