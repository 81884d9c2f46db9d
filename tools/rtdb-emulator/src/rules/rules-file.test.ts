import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRulesFile, watchRulesFile } from './rules-file.js';
import { EVENTUALLY } from '@apkforge/test-kit';
import type { CompiledRules } from './ruleset.js';

describe('rules file', () => {
  let dir: string;
  let file: string;
  let stop: () => void = () => undefined;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rtdb-rules-'));
    file = join(dir, 'database.rules.json');
    await writeFile(file, '{ "rules": { ".read": false } }');
  });
  afterEach(async () => {
    stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('is reloaded when it is rewritten or replaced, and a broken version keeps the last good rules', async () => {
    const loaded: CompiledRules[] = [];
    const errors: Error[] = [];
    expect(loadRulesFile(file).source).toContain('false');
    stop = watchRulesFile(
      file,
      (rules) => loaded.push(rules),
      (error) => errors.push(error),
    );
    await writeFile(file, '{ "rules": { ".read": true } } // now open');
    await vi.waitFor(
      () => expect(loaded.map((rules) => rules.source)).toEqual(['{ "rules": { ".read": true } } // now open']),
      EVENTUALLY,
    );
    await writeFile(join(dir, 'next.json'), '{ "rules": { ".read": "auth != null" } }');
    await rename(join(dir, 'next.json'), file);
    await vi.waitFor(() => expect(loaded).toHaveLength(2), EVENTUALLY);
    await writeFile(file, '{ "rules": { ".read": "nope(" } }');
    await vi.waitFor(() => expect(errors).toHaveLength(1), EVENTUALLY);
    expect(loaded).toHaveLength(2);
  });
});
