import { describe, expect, it } from 'vitest';
import { InvalidQueryError } from '../query/query-spec.js';
import { parseRestQuery } from './rest-query.js';

const parse = (query: string) => parseRestQuery(new URLSearchParams(query));

describe('REST query parameters', () => {
  it('is null without orderBy and refuses filters without it', () => {
    expect(parse('print=pretty')).toBeNull();
    expect(() => parse('limitToFirst=1')).toThrow(/orderBy must be defined/);
  });

  it('reads each ordering', () => {
    expect(parse('orderBy="$key"')?.index).toEqual({ kind: 'key' });
    expect(parse('orderBy="$value"')?.index).toEqual({ kind: 'value' });
    expect(parse('orderBy="$priority"')?.index).toEqual({ kind: 'priority' });
    expect(parse('orderBy="a/b"')?.index).toEqual({ kind: 'child', path: ['a', 'b'] });
    expect(() => parse('orderBy=createdAt')).toThrow(InvalidQueryError);
  });

  it('reads bounds and limits', () => {
    expect(parse('orderBy="n"&startAt=3&endAt="z"&limitToLast=2')).toEqual({
      index: { kind: 'child', path: ['n'] },
      start: { value: 3, name: '[MIN_NAME]', inclusive: true },
      end: { value: 'z', name: '[MAX_NAME]', inclusive: true },
      limit: { count: 2, from: 'right' },
    });
    expect(parse('orderBy="n"&equalTo=null')).toMatchObject({ start: { value: null }, end: { value: null } });
    expect(parse('orderBy="n"&startAt=3,"k"')?.start).toEqual({ value: 3, name: 'k', inclusive: true });
    expect(parse('orderBy="n"&startAfter=3')?.start).toEqual({ value: 3, name: '[MAX_NAME]', inclusive: false });
    expect(parse('orderBy="$key"&startAt="b"')?.start).toEqual({ value: 'b', name: 'b', inclusive: true });
  });

  it('refuses contradictory or malformed parameters', () => {
    expect(() => parse('orderBy="n"&limitToFirst=1&limitToLast=1')).toThrow(InvalidQueryError);
    expect(() => parse('orderBy="n"&equalTo=1&startAt=0')).toThrow(InvalidQueryError);
    expect(() => parse('orderBy="n"&limitToFirst=-1')).toThrow(InvalidQueryError);
    expect(() => parse('orderBy="n"&startAt=nope')).toThrow(InvalidQueryError);
    expect(() => parse('orderBy="$key"&startAt=1')).toThrow(InvalidQueryError);
    expect(() => parse('orderBy="n"&shallow=true')).toThrow(/shallow/);
  });
});
