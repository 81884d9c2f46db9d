import { join } from 'node:path';
import { ManagedProcess } from './managed-process.js';
import { ROOT_DIR, TSGO } from './stack-config.js';

export interface FunctionsWatchOptions {
  echo: boolean;
  logFile?: string;
  /** A save was seen and tsc is compiling. */
  onBuilding: () => void;
  /** tsc finished writing functions/lib (with or without type errors: it emits either way, and prints them). */
  onBuilt: (errors: number) => void;
}

/**
 * `npm run dev`: tsgo (TypeScript 7) rebuilds functions/lib on every save of functions/src, incrementally (its build
 * info sits in lib/, so a deleted lib/ is rebuilt whole), and the Functions emulator, which watches functions/lib,
 * loads the new code (README "Tests": the edit loop). The same tsconfig as the deploy build (tsconfig.build.json).
 */
export function watchFunctions(options: FunctionsWatchOptions): ManagedProcess {
  const watcher = new ManagedProcess({
    name: 'functions',
    command: TSGO,
    args: ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput', '--pretty', 'false'],
    cwd: join(ROOT_DIR, 'functions'),
    echo: options.echo,
    ...(options.logFile ? { logFile: options.logFile } : {}),
  });
  watcher.onOutput((line) => {
    if (/Starting (incremental )?compilation/.test(line)) options.onBuilding();
    const done = /Found (\d+) errors?\. Watching for file changes/.exec(line);
    if (done) options.onBuilt(Number(done[1]));
  });
  return watcher;
}
