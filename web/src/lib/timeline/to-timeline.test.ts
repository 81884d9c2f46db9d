import { describe, expect, it } from 'vitest';
import { describeEntry } from './describe-entry';
import { toTimeline } from './to-timeline';

describe('the timeline', () => {
  it('lists entries oldest first and drops what is not an entry', () => {
    const entries = toTimeline({
      b: { at: 2, kind: 'message', by: 'support', text: 'Hi' },
      a: { at: 1, kind: 'status', by: 'support', from: 'Queued', to: 'in_review' },
      junk: { at: 3, kind: 'hack' },
      c: 'nope',
    });
    expect(entries.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(toTimeline(null)).toEqual([]);
  });

  it('describes each event for the customer and for support', () => {
    expect(describeEntry({ id: 'a', at: 1, kind: 'status', by: 'support', to: 'update_needed' })).toBe(
      'Status: Update needed',
    );
    expect(describeEntry({ id: 'q', at: 1, kind: 'quote', by: 'support', amountInr: 4500 })).toBe('Quote: ₹4,500');
    expect(describeEntry({ id: 'r', at: 1, kind: 'reply', by: 'customer' })).toBe('Your reply');
    expect(describeEntry({ id: 'r', at: 1, kind: 'reply', by: 'customer' }, 'support')).toBe('Customer replied');
  });
});
