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
    expect(describeEntry({ id: 'r', at: 1, kind: 'reply', by: 'customer' })).toBe('Your message');
    expect(describeEntry({ id: 'r', at: 1, kind: 'reply', by: 'customer' }, 'support')).toBe('Customer wrote');
  });

  it('never announces a file as ready while the customer cannot download it', () => {
    const shared = { id: 'd', at: 1, kind: 'deliverable', by: 'support', text: 'Design mockup (PDF)' } as const;
    expect(describeEntry({ ...shared, afterPayment: true }, 'customer', { paid: false })).toBe(
      'Added: Design mockup (PDF) (available after payment)',
    );
    expect(describeEntry({ ...shared, afterPayment: true }, 'customer', { paid: true })).toBe(
      'Ready: Design mockup (PDF)',
    );
    expect(describeEntry(shared, 'customer', { paid: false })).toBe('Ready: Design mockup (PDF)');
  });

  it("reads a message's files whether the database hands them back as a list or as an object", () => {
    const file = { id: 'up1', fileName: 'logo.png', size: 10, contentType: 'image/png' };
    const [asList] = toTimeline({ a: { at: 1, kind: 'reply', by: 'customer', attachments: [file] } });
    const [asObject] = toTimeline({ a: { at: 1, kind: 'reply', by: 'customer', attachments: { 0: file, 1: 'junk' } } });
    expect(asList?.attachments).toEqual([file]);
    expect(asObject?.attachments).toEqual([file]);
    expect(toTimeline({ a: { at: 1, kind: 'reply', by: 'customer' } })[0]).not.toHaveProperty('attachments');
  });
});
