import type { Json } from '../tree/json.js';

/**
 * `print=pretty` output in the layout the real service produces (a Jackson-style printer):
 * two-space indentation, `"key" : value`, arrays on one line (`[ 1, 2 ]`), empty `{ }` and `[ ]`.
 */
export function prettyJson(value: Json, level = 0): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[ ]';
    return `[ ${value.map((item) => prettyJson(item, level + 1)).join(', ')} ]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{ }';
  const inner = '  '.repeat(level + 1);
  const lines = entries.map(([key, item]) => `${inner}${JSON.stringify(key)} : ${prettyJson(item, level + 1)}`);
  return `{\n${lines.join(',\n')}\n${'  '.repeat(level)}}`;
}
