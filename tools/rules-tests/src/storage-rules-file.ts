import { readFileSync } from 'node:fs';
import { STORAGE_RULES_PATH } from './rules-file.js';

/** One `allow` statement of a Storage rules file, with the full match path it sits under. */
interface StorageAllow {
  match: string;
  methods: string[];
  condition: string;
}

export interface StorageRulesFile {
  version: string | null;
  service: string | null;
  allows: StorageAllow[];
}

/**
 * Reads the structure of a Storage rules file: version, service, nested `match` blocks and their `allow`
 * statements. Not an evaluator (none runs offline: the Storage emulator needs Java 21 and a downloaded rules
 * runtime); it is enough to pin down what the file grants, and it refuses constructs it does not understand
 * (functions, let bindings) rather than skipping them.
 */
export function parseStorageRules(text: string): StorageRulesFile {
  const source = text.replace(/\/\/[^\n]*/g, '');
  const version = /rules_version\s*=\s*'([^']*)'\s*;/.exec(source)?.[1] ?? null;
  const service = /service\s+([\w.]+)\s*\{/.exec(source)?.[1] ?? null;
  const allows: StorageAllow[] = [];
  const stack: string[] = [];
  const token = /match\s+(\S+)\s*\{|allow\s+([\w\s,]+):\s*if\s+([^;]+);|service\s+[\w.]+\s*\{|\}|(function|let)\b/g;
  let opened = 0;
  for (const found of source.matchAll(token)) {
    const [whole, matchPath, methods, condition, unsupported] = found;
    if (unsupported) throw new Error(`storage.rules uses '${unsupported}', which this reader does not interpret`);
    if (matchPath !== undefined) stack.push(matchPath);
    else if (methods !== undefined && condition !== undefined) {
      allows.push({
        match: stack.join(''),
        methods: methods.split(',').map((m) => m.trim()),
        condition: condition.trim(),
      });
    } else if (whole.startsWith('service')) opened++;
    else if (stack.length > 0) stack.pop();
    else opened--;
  }
  if (stack.length !== 0 || opened !== 0) throw new Error('storage.rules has unbalanced braces');
  return { version, service, allows };
}

export function loadStorageRules(path: string = STORAGE_RULES_PATH): StorageRulesFile {
  return parseStorageRules(readFileSync(path, 'utf8'));
}

/** Matches an object path against a match pattern (`{name}` one segment, `{name=**}` the rest); returns the bindings. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const bindings: Record<string, string> = {};
  for (let index = 0; index < want.length; index++) {
    const segment = want[index]!;
    const rest = /^\{(\w+)=\*\*\}$/.exec(segment);
    if (rest) {
      bindings[rest[1]!] = have.slice(index).join('/');
      return index === want.length - 1 ? bindings : null;
    }
    const value = have[index];
    if (value === undefined) return null;
    const single = /^\{(\w+)\}$/.exec(segment);
    if (single) bindings[single[1]!] = value;
    else if (segment !== value) return null;
  }
  return want.length === have.length ? bindings : null;
}

/**
 * Evaluates the only condition forms storage.rules uses: `true`, `false` and
 * `request.auth != null && request.auth.uid == <binding>`. Anything else throws, so a new rule cannot be waved
 * through by this reader.
 */
export function evaluateCondition(condition: string, uid: string | null, bindings: Record<string, string>): boolean {
  if (condition === 'true') return true;
  if (condition === 'false') return false;
  const owner = /^request\.auth != null && request\.auth\.uid == (\w+)$/.exec(condition);
  if (owner) {
    const bound = bindings[owner[1]!];
    if (bound === undefined) throw new Error(`condition refers to an unbound variable: ${condition}`);
    return uid !== null && uid === bound;
  }
  throw new Error(`condition this reader does not interpret: ${condition}`);
}

const METHOD_GROUPS: Record<string, string[]> = { read: ['get', 'list'], write: ['create', 'update', 'delete'] };

/** Whether any allow statement grants `method` (get, list, create, update, delete) on the object path. */
export function isAllowed(file: StorageRulesFile, method: string, objectPath: string, uid: string | null): boolean {
  const path = `/b/apkforge-test-bucket/o/${objectPath}`;
  return file.allows.some((allow) => {
    const bindings = matchPath(allow.match, path);
    if (!bindings) return false;
    const methods = allow.methods.flatMap((m) => METHOD_GROUPS[m] ?? [m]);
    return methods.includes(method) && evaluateCondition(allow.condition, uid, bindings);
  });
}
