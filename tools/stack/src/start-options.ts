import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { withOptionalValue } from '@apkforge/test-kit';
import { STACK_URLS } from './stack-config.js';

export const START_USAGE = `npm start [-- --import <dir>] [-- --export-on-exit [dir]]
  Runs the whole product locally and offline. Ctrl-C stops everything.
  --import <dir>          data to load, in the official emulator export format (default: emulator-data)
  --export-on-exit [dir]  save auth and database data there on Ctrl-C (default: the import folder)
npm run dev               the same, plus Vite's hot reload at ${STACK_URLS.vite}`;

export interface StartOptions {
  readonly help: boolean;
  readonly dev: boolean;
  readonly importDir: string | undefined;
  readonly exportOnExitDir: string | undefined;
}

/** `npm start` arguments; folders are resolved against `cwd`, a bare --export-on-exit means the import folder. */
export function parseStartArgs(argv: readonly string[], cwd = process.cwd()): StartOptions {
  const { values } = parseArgs({
    args: withOptionalValue(argv, '--export-on-exit'),
    options: {
      dev: { type: 'boolean', default: false },
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const importDir = values.import === undefined ? undefined : resolve(cwd, values.import);
  const exportFlag = values['export-on-exit'];
  const exportOnExitDir =
    exportFlag === undefined
      ? undefined
      : exportFlag === ''
        ? (importDir ?? resolve(cwd, 'emulator-data'))
        : resolve(cwd, exportFlag);
  return { help: values.help, dev: values.dev, importDir, exportOnExitDir };
}
