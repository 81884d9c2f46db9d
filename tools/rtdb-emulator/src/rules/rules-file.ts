import { readFileSync, watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parseRulesSource } from './rules-source.js';
import type { CompiledRules } from './ruleset.js';

export function loadRulesFile(path: string): CompiledRules {
  return parseRulesSource(readFileSync(path, 'utf8'));
}

/**
 * Reloads a rules file when it changes. Watches the folder rather than the file because editors
 * (and `git checkout`) replace files instead of writing them in place. A file that no longer
 * parses is reported and the last good rules stay in force, as a failed deploy would leave them.
 */
export function watchRulesFile(
  path: string,
  onRules: (rules: CompiledRules) => void,
  onError: (error: Error) => void,
): () => void {
  const absolute = resolve(path);
  const name = basename(absolute);
  let lastText = safeRead(absolute);
  let timer: NodeJS.Timeout | null = null;
  const reload = () => {
    timer = null;
    const text = safeRead(absolute);
    if (text === null || text === lastText) return;
    lastText = text;
    try {
      onRules(parseRulesSource(text));
    } catch (error) {
      onError(error as Error);
    }
  };
  let watcher: FSWatcher | null = watch(dirname(absolute), (_event, changed) => {
    if (changed !== null && changed !== name) return;
    // Writes arrive as several events; settle before reading.
    if (timer) clearTimeout(timer);
    timer = setTimeout(reload, 25);
  });
  watcher.unref();
  return () => {
    if (timer) clearTimeout(timer);
    watcher?.close();
    watcher = null;
  };
}

function safeRead(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
