import { describe, expect, it } from 'vitest';
import { REFUND_BADGES, refundSentence } from './refund-status';

describe('refund facts in words', () => {
  it('has a badge for every status the server writes', () => {
    expect(Object.keys(REFUND_BADGES).sort()).toEqual([
      'dispute_lost',
      'dispute_won',
      'disputed',
      'noted',
      'partially_refunded',
      'refunded',
    ]);
  });

  it('says who moved how much', () => {
    expect(refundSentence({ refundStatus: 'refunded', refundedAmountInr: 39 })).toBe(
      '₹39 was refunded to your payment method.',
    );
    expect(refundSentence({ refundStatus: 'disputed', disputedAmountInr: 199 })).toBe(
      'Your bank is reviewing a dispute of ₹199 on this payment.',
    );
    expect(refundSentence({ refundStatus: 'dispute_won' })).toBe(
      'The dispute on this payment was closed; the payment stands.',
    );
    expect(refundSentence({ refundStatus: 'dispute_lost', disputedAmountInr: 1 })).toBe(
      'Your bank returned ₹1 to you after a dispute.',
    );
    expect(refundSentence({})).toBeNull();
  });
});
