import { describe, expect, it } from 'vitest';
import {
  InvalidPathError,
  isAncestorOrSelf,
  isValidKey,
  parseClientPath,
  parsePath,
  pathsOverlap,
  pathToString,
  relativePath,
} from './path.js';

describe('paths', () => {
  it('splits and ignores empty segments like the SDK', () => {
    expect(parsePath('/a//b/')).toEqual(['a', 'b']);
    expect(parsePath('')).toEqual([]);
    expect(pathToString(['a', 'b'])).toBe('/a/b');
    expect(pathToString([])).toBe('/');
  });

  it('accepts keys the real service accepts', () => {
    for (const key of ['a', 'user-1', '-NXyz_09', 'émoji😀', ' spaced ', '0']) expect(isValidKey(key)).toBe(true);
  });

  it('refuses keys with . $ # [ ] / or control characters, empty and over-long keys', () => {
    for (const key of ['a.b', 'a$', '#', '[x]', 'a/b', 'tab\t', 'del\u007f', '', 'x'.repeat(769)])
      expect(isValidKey(key)).toBe(false);
    expect(isValidKey('x'.repeat(768))).toBe(true);
  });

  it('checks every key of a client path, .priority included', () => {
    expect(parseClientPath('/a/b')).toEqual(['a', 'b']);
    expect(() => parseClientPath('/a/b/.priority')).toThrow(InvalidPathError);
    expect(() => parseClientPath('/a/b.c')).toThrow(InvalidPathError);
    expect(() => parseClientPath('/' + Array.from({ length: 33 }, () => 'k').join('/'))).toThrow(/deeper/);
  });

  it('relates paths', () => {
    expect(isAncestorOrSelf(['a'], ['a', 'b'])).toBe(true);
    expect(isAncestorOrSelf(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(isAncestorOrSelf(['a', 'b'], ['a'])).toBe(false);
    expect(isAncestorOrSelf(['a'], ['ab'])).toBe(false);
    expect(pathsOverlap(['a', 'b'], ['a'])).toBe(true);
    expect(pathsOverlap(['a', 'b'], ['a', 'c'])).toBe(false);
    expect(relativePath(['a'], ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });
});
