// @ts-check
/**
 * Runs a compiled CommonJS file with V8's code cache. A cold `node` spends a tenth of this command compiling: the
 * bundle's top level when it loads, then each function the first time it is called (an APK build calls about a
 * thousand). V8 can serialize the bytecode of every function compiled so far; handing that back to the next
 * start skips all of it. Node 22 does this itself (module.enableCompileCache); Node 20, which the functions run
 * on, has only vm.Script's cachedData, so this is the same idea in a few lines.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/**
 * Node's own CommonJS wrapper, kept on the first line so line numbers in stack traces stay right.
 * @param {string} source
 */
const wrap = (source) => `(function (exports, require, module, __filename, __dirname) {${source}\n})`;

/**
 * V8 accepts a cache when the source has the same length, not the same text, so two builds of equal length
 * would share one. The cache therefore starts with the SHA-256 of the source it was made from (about 1 ms for the
 * bundle), and any other cache is ignored.
 */
const HASH_BYTES = 32;
/** @param {string} source */
const sourceHash = (source) => createHash('sha256').update(source).digest();

/**
 * The cached bytecode for this exact source, or undefined.
 * @param {string} cacheFile
 * @param {Buffer} hash
 */
function readCache(cacheFile, hash) {
  let bytes;
  try {
    bytes = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  return bytes.length > HASH_BYTES && bytes.subarray(0, HASH_BYTES).equals(hash)
    ? bytes.subarray(HASH_BYTES)
    : undefined;
}

/**
 * Loads `file` as a CommonJS module, with its cached bytecode when `cache` names a cache that fits, and runs it.
 * When there was none (first run after a build, a Node or V8 flag change), `cache.saveWhen` is asked as the
 * process exits, when every function the run needed is compiled; if it agrees, the cache is written aside and
 * renamed, so a concurrent start reads either no cache or a whole one. Without `cache` nothing is read or saved.
 * @param {string} file
 * @param {{ file: string, saveWhen: () => boolean } | null} cache
 * @returns {{ cached: boolean }}
 */
export function runWithCodeCache(file, cache) {
  const source = readFileSync(file, 'utf8');
  const hash = cache ? sourceHash(source) : undefined;
  const cachedData = cache && hash ? readCache(cache.file, hash) : undefined;
  const script = new Script(wrap(source), { filename: file, cachedData });
  const cached = cachedData !== undefined && !script.cachedDataRejected;
  if (cache && hash && !cached) {
    process.once('exit', () => {
      if (!cache.saveWhen()) return;
      const aside = `${cache.file}.${process.pid}.tmp`;
      try {
        writeFileSync(aside, Buffer.concat([hash, script.createCachedData()]));
        renameSync(aside, cache.file);
      } catch {
        // A read-only checkout still runs, only without the cache.
      }
    });
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return { cached };
}
