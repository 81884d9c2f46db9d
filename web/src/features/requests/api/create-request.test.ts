import { describe, expect, it } from 'vitest';
import { fakePlans } from '@/testing/requests';
import { buildRequestRecord } from './create-request';

const values = {
  url: ' https://shop.example.in ',
  appName: ' Shop ',
  email: ' c@x.in ',
  phone: '',
  description: ' d ',
  extraInstructions: ' i ',
};
const ts = { '.sv': 'timestamp' };

describe('buildRequestRecord (initial state, docs/data-model.md)', () => {
  it('writes the initial state with the plan name and price from the plan record', () => {
    const record = buildRequestRecord(
      { values, iconDataUrl: '', plan: fakePlans[1]!, accountEmail: 'asha@example.com' },
      'req-9',
      ts,
      '2026-01-01T00:00:00.000Z',
    );
    expect(record).toEqual({
      id: 'req-9',
      url: 'https://shop.example.in',
      appName: 'Shop',
      email: 'c@x.in',
      accountHolderEmail: 'asha@example.com',
      phone: '',
      description: 'd',
      extraInstructions: 'i',
      planId: 'aab_bundle',
      planName: 'AAB Bundle File for Publishing',
      amountInr: 39,
      iconDataUrl: '',
      status: 'Queued',
      progressPercent: 0,
      paymentStatus: 'unpaid',
      createdAt: ts,
      createdAtISO: '2026-01-01T00:00:00.000Z',
      updatedAt: ts,
      updatedAtISO: '2026-01-01T00:00:00.000Z',
    });
  });

  it('leaves amountInr out for the custom plan and uses the contact email without an account email', () => {
    const record = buildRequestRecord(
      { values, iconDataUrl: 'data:image/png;base64,AAAA', plan: fakePlans[2]!, accountEmail: null },
      'r',
      ts,
      'now',
    );
    expect('amountInr' in record).toBe(false);
    expect(record.accountHolderEmail).toBe('c@x.in');
    expect(record.iconDataUrl).toBe('data:image/png;base64,AAAA');
  });

  it('never writes payment fields', () => {
    const record = buildRequestRecord(
      { values, iconDataUrl: '', plan: fakePlans[0]!, accountEmail: 'a@b.in' },
      'r',
      ts,
      'now',
    );
    expect(Object.keys(record).filter((key) => key.startsWith('razorpay'))).toEqual([]);
  });
});
