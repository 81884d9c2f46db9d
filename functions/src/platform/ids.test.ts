import { describe, expect, it } from 'vitest';
import { isSafeKey, newBuildId, newPushId } from './ids.js';

describe('newBuildId', () => {
  it('is time-ordered, unique and made of [0-9a-z] only', () => {
    const earlier = newBuildId(1_700_000_000_000);
    const later = newBuildId(1_700_000_000_001);
    expect(earlier < later).toBe(true);
    expect(earlier).toMatch(/^b[0-9a-z]{21}$/);
    const many = new Set(Array.from({ length: 1000 }, () => newBuildId(1_700_000_000_000)));
    expect(many.size).toBe(1000);
  });
});

describe('isSafeKey', () => {
  it('accepts push ids and refuses path tricks and oversize values', () => {
    expect(isSafeKey('-NxYz_09aBc')).toBe(true);
    for (const value of ['', 'a/b', '../x', 'a.b', 'a#b', 'a$b', 'a[b]', 'x'.repeat(129), 42, null, undefined]) {
      expect(isSafeKey(value)).toBe(false);
    }
  });
});

describe('newPushId', () => {
  it('has the push-id form, sorts by time as a string and is a safe key', () => {
    const earlier = newPushId(1_790_000_000_000);
    const later = newPushId(1_790_000_000_001);
    expect(earlier).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(earlier < later).toBe(true);
    expect(newPushId(1_790_000_000_000).slice(0, 8)).toBe(earlier.slice(0, 8));
    expect(isSafeKey(earlier)).toBe(true);
    expect(new Set(Array.from({ length: 1000 }, () => newPushId(1_790_000_000_000))).size).toBe(1000);
  });
});
