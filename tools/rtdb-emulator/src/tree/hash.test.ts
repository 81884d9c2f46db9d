import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { doubleToHex, hashNode } from './hash.js';
import { fromJson } from './json.js';
import { EMPTY } from './node.js';

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64');

describe('data hash used by listens and transactions', () => {
  it('prints doubles as their IEEE 754 bits', () => {
    expect(doubleToHex(1)).toBe('3ff0000000000000');
    expect(doubleToHex(-2.5)).toBe('c004000000000000');
    expect(doubleToHex(0)).toBe('0000000000000000');
  });

  it('hashes leaves by type and value', () => {
    expect(hashNode(fromJson(1))).toBe(sha1('number:3ff0000000000000'));
    expect(hashNode(fromJson('x'))).toBe(sha1('string:x'));
    expect(hashNode(fromJson(true))).toBe(sha1('boolean:true'));
  });

  it('hashes children in key order, integer keys first', () => {
    const node = fromJson({ b: 1, a: 2, '10': 3, '9': 4 });
    const child = (json: unknown) => hashNode(fromJson(json));
    expect(hashNode(node)).toBe(sha1(`:9:${child(4)}:10:${child(3)}:a:${child(2)}:b:${child(1)}`));
  });

  it('hashes empty data as the empty string', () => {
    expect(hashNode(EMPTY)).toBe('');
  });
});
