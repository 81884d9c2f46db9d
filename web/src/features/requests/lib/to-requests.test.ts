import { describe, expect, it } from 'vitest';
import { toRequestList } from './to-requests';

describe('toRequestList', () => {
  it('orders newest first and fills missing fields', () => {
    const list = toRequestList({
      a: { appName: 'Old', createdAt: 100, paymentStatus: 'paid', amountInr: 39 },
      b: { appName: 'New', createdAt: 300 },
      c: { appName: 'Middle', createdAt: 200, amountInr: 1 },
      broken: 'not a request',
    });
    expect(list.map((request) => request.appName)).toEqual(['New', 'Middle', 'Old']);
    expect(list[0]).toMatchObject({
      id: 'b',
      status: 'Queued',
      paymentStatus: 'unpaid',
      amountInr: null,
      iconDataUrl: '',
    });
    expect(list[2]).toMatchObject({ paymentStatus: 'paid', amountInr: 39 });
  });

  it('keeps the server-written refund facts, and drops a status it does not know', () => {
    const [refunded, odd] = toRequestList({
      r: { createdAt: 2, paymentStatus: 'paid', refundStatus: 'dispute_lost', disputedAmountInr: 39 },
      s: { createdAt: 1, paymentStatus: 'paid', refundStatus: 'vanished' },
    });
    expect(refunded).toMatchObject({ refundStatus: 'dispute_lost', disputedAmountInr: 39 });
    expect(odd).not.toHaveProperty('refundStatus');
  });

  it('is empty for an empty node', () => {
    expect(toRequestList(null)).toEqual([]);
  });
});
