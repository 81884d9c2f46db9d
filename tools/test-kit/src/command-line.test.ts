import { parseArgs } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { parseOrExit, portOption, UsageError, withOptionalValue } from './command-line.js';

const parse = (args: string[]) =>
  parseArgs({ args, options: { port: { type: 'string' }, verbose: { type: 'boolean' } }, strict: true });

function exitOf(run: () => unknown): { code: unknown; stderr: string } {
  let stderr = '';
  const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  try {
    run();
    return { code: null, stderr };
  } catch (error) {
    return { code: (error as Error).message, stderr };
  } finally {
    write.mockRestore();
    exit.mockRestore();
  }
}

describe('parseOrExit', () => {
  it('returns what the parser returns', () => {
    expect(parseOrExit('tool', 'usage', () => parse(['--port', '1'])).values).toEqual({ port: '1' });
  });

  it('turns an unknown option into one line and the usage, exit 2', () => {
    const { code, stderr } = exitOf(() => parseOrExit('tool', 'Usage: tool [--port N]', () => parse(['--bogus'])));
    expect(code).toBe('exit 2');
    expect(stderr).toBe("tool: Unknown option '--bogus'\n\nUsage: tool [--port N]\n");
  });

  it('reports missing values, stray arguments and our own usage errors the same way', () => {
    expect(exitOf(() => parseOrExit('tool', 'u', () => parse(['--port']))).stderr).toMatch(/^tool: Option '--port/);
    expect(exitOf(() => parseOrExit('tool', 'u', () => parse(['stray']))).stderr).toMatch(
      /^tool: Unexpected argument 'stray'\n/,
    );
    expect(
      exitOf(() =>
        parseOrExit('tool', 'u', () => {
          throw new UsageError('--port must be an integer from 0 to 65535');
        }),
      ),
    ).toEqual({ code: 'exit 2', stderr: 'tool: --port must be an integer from 0 to 65535\n\nu\n' });
  });

  it('lets other errors through', () => {
    expect(() =>
      parseOrExit('tool', 'u', () => {
        throw new RangeError('bug');
      }),
    ).toThrow(RangeError);
  });
});

describe('withOptionalValue', () => {
  it('gives a bare flag an empty value, at the end or before another option', () => {
    expect(withOptionalValue(['--export-on-exit'], '--export-on-exit')).toEqual(['--export-on-exit=']);
    expect(withOptionalValue(['--export-on-exit', '--import', 'x'], '--export-on-exit')).toEqual([
      '--export-on-exit=',
      '--import',
      'x',
    ]);
    expect(withOptionalValue(['--export-on-exit', 'dir'], '--export-on-exit')).toEqual(['--export-on-exit', 'dir']);
    expect(withOptionalValue(['--export-on-exit=dir'], '--export-on-exit')).toEqual(['--export-on-exit=dir']);
  });
});

describe('portOption', () => {
  it('accepts 0 to 65535 and refuses anything else', () => {
    expect(portOption('port', '0')).toBe(0);
    expect(portOption('port', '65535')).toBe(65535);
    for (const bad of ['', 'x', '-1', '65536', '1.5']) expect(() => portOption('port', bad)).toThrow(UsageError);
  });
});
