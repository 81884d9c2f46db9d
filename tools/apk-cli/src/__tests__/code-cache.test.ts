import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const CODE_CACHE = fileURLToPath(new URL('../../code-cache.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'apk-cli-code-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = join(dir, 'program.cjs');
const cache = join(dir, 'program.cjs.v8cache');

/**
 * Runs `file` through runWithCodeCache in a process of its own (the cache is written as that process exits) and
 * returns what the program printed and whether the cache was used.
 */
function run(save = true): { printed: string; cached: boolean } {
  const script = `import(${JSON.stringify(CODE_CACHE)}).then(({ runWithCodeCache }) => {
    const { cached } = runWithCodeCache(${JSON.stringify(file)}, { file: ${JSON.stringify(cache)}, saveWhen: () => ${save} });
    process.stdout.write('|' + cached);
  });`;
  const [printed, cached] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).split('|');
  return { printed: printed!, cached: cached === 'true' };
}

/** A CommonJS program that uses what Node gives a module, with functions compiled only when called. */
const program = (answer: number) => `const { basename } = require('node:path');
function answer() { return ${answer}; }
process.stdout.write(basename(__filename) + ' ' + typeof module.exports + ' ' + answer());
`;

describe('runWithCodeCache', () => {
  it('runs a CommonJS file, then saves its compiled code for the next start, which uses it', () => {
    writeFileSync(file, program(41));
    expect(run()).toEqual({ printed: 'program.cjs object 41', cached: false });
    expect(existsSync(cache)).toBe(true);
    expect(run()).toEqual({ printed: 'program.cjs object 41', cached: true });
  });

  it('never runs a cache made from another source of the same length', () => {
    writeFileSync(file, program(42));
    expect(run()).toEqual({ printed: 'program.cjs object 42', cached: false });
    expect(run().cached).toBe(true);
  });

  it('ignores a damaged cache and replaces it', () => {
    writeFileSync(cache, readFileSync(cache).subarray(0, 40));
    expect(run()).toEqual({ printed: 'program.cjs object 42', cached: false });
    expect(run().cached).toBe(true);
  });

  it('writes nothing when the run says not to (a help text, a refused input)', () => {
    rmSync(cache);
    expect(run(false)).toEqual({ printed: 'program.cjs object 42', cached: false });
    expect(existsSync(cache)).toBe(false);
  });
});
