import { describe, expect, it } from 'vitest';
import { createPushIdGenerator } from './push-id.js';

describe('push ids', () => {
  it('are 20 characters, unique and sorted by creation even within one millisecond', () => {
    let now = 1_700_000_000_000;
    const next = createPushIdGenerator(() => now);
    const ids: string[] = [];
    for (let i = 0; i < 500; i++) {
      if (i % 100 === 0) now += 1;
      ids.push(next());
    }
    expect(ids.every((id) => /^[-0-9A-Za-z_]{20}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
