import { describe, expect, it } from 'vitest';
import { parseStartArgs } from './start-options.js';

const cwd = '/repo';

describe('npm start arguments', () => {
  it('has no import, no export and no dev server by default', () => {
    expect(parseStartArgs([], cwd)).toEqual({
      help: false,
      dev: false,
      importDir: undefined,
      exportOnExitDir: undefined,
    });
  });

  it('resolves folders against the working directory', () => {
    expect(parseStartArgs(['--import', 'data', '--export-on-exit', '/tmp/out', '--dev'], cwd)).toEqual({
      help: false,
      dev: true,
      importDir: '/repo/data',
      exportOnExitDir: '/tmp/out',
    });
  });

  it('exports to the import folder, or emulator-data, when --export-on-exit names none', () => {
    expect(parseStartArgs(['--import', 'data', '--export-on-exit'], cwd).exportOnExitDir).toBe('/repo/data');
    expect(parseStartArgs(['--export-on-exit', '--import', 'data'], cwd).exportOnExitDir).toBe('/repo/data');
    expect(parseStartArgs(['--export-on-exit'], cwd).exportOnExitDir).toBe('/repo/emulator-data');
  });

  it('refuses unknown options and a missing import folder', () => {
    expect(() => parseStartArgs(['--imprt', 'x'], cwd)).toThrow(/Unknown option '--imprt'/);
    expect(() => parseStartArgs(['--import'], cwd)).toThrow(/argument missing/);
  });
});
