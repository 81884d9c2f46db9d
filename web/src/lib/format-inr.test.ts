import { describe, expect, it } from 'vitest';
import { formatInr } from './format-inr';

describe('formatInr', () => {
  it('writes rupees with Indian grouping, or Custom for the custom plan', () => {
    expect(formatInr(1)).toBe('₹1');
    expect(formatInr(1499)).toBe('₹1,499');
    expect(formatInr(150000)).toBe('₹1,50,000');
    expect(formatInr(null)).toBe('Custom');
  });
});
