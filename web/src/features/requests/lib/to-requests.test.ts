import { describe, expect, it } from 'vitest';
import { toRequestList } from './to-requests';

describe('toRequestList', () => {
  // The fields each record keeps and the gaps it fills are contracts' (parseRequestRecord, record-parsers.test.ts).
  it('orders newest first, each parsed as every reader parses it', () => {
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
      iconDataUrl: '',
    });
    expect(list[0]).not.toHaveProperty('amountInr');
    expect(list[2]).toMatchObject({ paymentStatus: 'paid', amountInr: 39 });
  });

  it('is empty for an empty node', () => {
    expect(toRequestList(null)).toEqual([]);
  });
});
