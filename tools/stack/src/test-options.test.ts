import { describe, expect, it } from 'vitest';
import { parseTestArgs, TEST_USAGE } from './test-options.js';

const parse = (argv: string[]) => parseTestArgs(argv, '/repo/web');

describe('npm test arguments', () => {
  it('runs both phases by default and one with --unit or --stack', () => {
    expect(parse([])).toEqual({
      help: false,
      unit: true,
      stack: true,
      only: undefined,
      file: undefined,
      quick: false,
      isolate: false,
      jobs: undefined,
    });
    expect(parse(['--unit'])).toMatchObject({ unit: true, stack: false });
    expect(parse(['--stack', '--only', 'functions'])).toMatchObject({ unit: false, stack: true, only: 'functions' });
    expect(parse(['--only=web'])).toMatchObject({ only: 'web' });
    expect(parse(['-h']).help).toBe(true);
  });

  it('takes --quick and --isolate with anything, and --jobs as a count', () => {
    expect(parse(['--quick'])).toMatchObject({ quick: true, isolate: false, unit: true, stack: true });
    expect(parse(['--isolate', '--unit'])).toMatchObject({ isolate: true, quick: false, stack: false });
    expect(parse(['--file', 'a.test.ts', '--isolate'])).toMatchObject({ isolate: true, file: '/repo/web/a.test.ts' });
    expect(parse(['--only', 'web', '--unit', '--quick'])).toMatchObject({ quick: true, only: 'web', stack: false });
    expect(parse(['--jobs', '3']).jobs).toBe(3);
    expect(parse(['--jobs=1']).jobs).toBe(1);
  });

  it('resolves --file against the folder the command was typed in', () => {
    expect(parse(['--file', 'src/lib/url.test.ts']).file).toBe('/repo/web/src/lib/url.test.ts');
    expect(parse(['--file=../functions/src/a.test.ts']).file).toBe('/repo/functions/src/a.test.ts');
    expect(parse(['--file', '/elsewhere/b.test.ts', '--quick'])).toMatchObject({
      file: '/elsewhere/b.test.ts',
      quick: true,
    });
  });

  it('refuses unknown options, both phases at once and empty values', () => {
    expect(() => parse(['--unti'])).toThrow(/Unknown option '--unti'/);
    expect(() => parse(['--only'])).toThrow(/argument missing/);
    expect(() => parse(['--unit', '--stack'])).toThrow('give at most one');
    expect(() => parse(['--only='])).toThrow('--only needs a workspace name');
    expect(() => parse(['--file='])).toThrow('--file needs the path of a test file');
    expect(() => parse(['functions'])).toThrow(/Unexpected argument/);
  });

  it('refuses --file with a phase or a workspace, and a --jobs that is not a count', () => {
    for (const other of [['--unit'], ['--stack'], ['--only', 'web']])
      expect(() => parse(['--file', 'a.test.ts', ...other])).toThrow('give it without --unit, --stack or --only');
    for (const jobs of ['0', '-1', '2.5', 'all', '65'])
      expect(() => parse([`--jobs=${jobs}`])).toThrow('--jobs must be an integer from 1 to 64');
  });

  it('lists every option in the usage', () => {
    for (const option of ['--unit', '--stack', '--only', '--file', '--quick', '--isolate', '--jobs', '--help'])
      expect(TEST_USAGE).toContain(option);
  });
});
