import { describe, expect, it } from 'vitest';
import { UsageError } from '@apkforge/test-kit';
import { parseCliArgs } from './cli-args.js';

describe('command line', () => {
  it('reads the documented flags', () => {
    expect(
      parseCliArgs([
        '--port',
        '9000',
        '--rules',
        'database.rules.json',
        '--import',
        'emulator-data',
        '--export-on-exit',
      ]),
    ).toEqual({
      help: false,
      options: {
        port: 9000,
        rulesPath: 'database.rules.json',
        importDir: 'emulator-data',
        exportOnExitDir: 'emulator-data',
      },
    });
    expect(parseCliArgs(['--export-on-exit', 'out', '--host=0.0.0.0', '--port=0'])).toEqual({
      help: false,
      options: { port: 0, host: '0.0.0.0', exportOnExitDir: 'out' },
    });
    expect(parseCliArgs(['--help'])).toEqual({ help: true });
  });

  it('explains mistakes', () => {
    expect(() => parseCliArgs(['--port', 'x'])).toThrow(UsageError);
    expect(() => parseCliArgs(['--rules'])).toThrow(/Option '--rules <value>' argument missing/);
    expect(() => parseCliArgs(['--export-on-exit'])).toThrow(/needs a folder/);
    expect(() => parseCliArgs(['--export-on-exit', '--port', '0'])).toThrow(/needs a folder/);
    expect(() => parseCliArgs(['--bogus'])).toThrow("Unknown option '--bogus'");
    expect(() => parseCliArgs(['stray'])).toThrow(/Unexpected argument 'stray'/);
  });
});
