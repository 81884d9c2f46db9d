import { describe, expect, it } from 'vitest';
import { prettyJson } from './pretty-json.js';

describe('print=pretty layout', () => {
  it('matches the real service', () => {
    expect(prettyJson({ error: 'Permission denied' })).toBe('{\n  "error" : "Permission denied"\n}');
    expect(prettyJson({ a: { b: [1, 2] }, c: {}, d: [] })).toBe(
      '{\n  "a" : {\n    "b" : [ 1, 2 ]\n  },\n  "c" : { },\n  "d" : [ ]\n}',
    );
    expect(prettyJson('x')).toBe('"x"');
    expect(prettyJson(null)).toBe('null');
  });
});
