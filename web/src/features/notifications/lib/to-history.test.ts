import { describe, expect, it } from 'vitest';
import { toHistory } from './to-history';

describe('toHistory', () => {
  it('groups by package, newest first, and leaves out what is not a notification', () => {
    const base = { packageName: 'in.a.app', title: 'T', text: 'x', link: 'https://a.in/', createdAt: 1 };
    expect(
      toHistory({
        'in,a,app': {
          n1: { ...base, sendAt: 10, fetched: 2, taps: 1 },
          n2: { ...base, sendAt: 20, fetched: -5, revokedAt: 30 },
          bad: { title: 'no package' },
          worse: 5,
        },
        junk: 'x',
      }),
    ).toEqual({
      'in.a.app': [
        { id: 'n2', ...base, sendAt: 20, fetched: 0, taps: 0, revokedAt: 30 },
        { id: 'n1', ...base, sendAt: 10, fetched: 2, taps: 1 },
      ],
    });
    expect(toHistory(null)).toEqual({});
  });
});
