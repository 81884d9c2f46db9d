import { describe, expect, it } from 'vitest';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { DEMO_SELLER } from '../__tests__/payment-setup.js';
import { financialYearKey, invoiceNumber, issueInvoice, type InvoiceDraft } from './invoice-series.js';
import { taxBreakdown } from './receipt-totals.js';

const APRIL_1_2026_IST = Date.UTC(2026, 2, 31, 18, 30); // 00:00 India time

function draft(paymentId: string, issuedAt = APRIL_1_2026_IST + 3_600_000): InvoiceDraft {
  return {
    ...taxBreakdown(3900, true),
    paymentId,
    orderId: `order_${paymentId}`,
    issuedAt,
    uid: 'asha',
    requestId: 'req1',
    billedToEmail: 'asha@example.com',
    description: 'AAB Bundle File for Publishing: Shop',
    planId: 'aab_bundle',
    sac: '998314',
    gstRatePercent: 18,
    placeOfSupplyCode: '29',
    placeOfSupplyName: 'Karnataka',
    seller: DEMO_SELLER,
  };
}

describe('the invoice series', () => {
  it('names the Indian financial year, turning at midnight India time on 1 April', () => {
    expect(financialYearKey(APRIL_1_2026_IST - 1)).toBe('25-26');
    expect(financialYearKey(APRIL_1_2026_IST)).toBe('26-27');
    expect(financialYearKey(Date.UTC(2099, 11, 31))).toBe('99-00');
    expect(invoiceNumber('AF', '26-27', 42)).toBe('AF/26-27/000042');
    expect(invoiceNumber('ABC', '26-27', 999999).length).toBeLessThanOrEqual(16);
  });

  it('numbers payments gap-free in order, and starts again at 1 in a new financial year', async () => {
    const db = new MemoryDb();
    const numbers: string[] = [];
    for (const id of ['p1', 'p2', 'p3'])
      numbers.push((await issueInvoice(db, draft(id), 'AF', APRIL_1_2026_IST)).invoiceNumber);
    expect(numbers).toEqual(['AF/26-27/000001', 'AF/26-27/000002', 'AF/26-27/000003']);
    const old = await issueInvoice(db, draft('p0', APRIL_1_2026_IST - 1000), 'AF', APRIL_1_2026_IST);
    expect(old.invoiceNumber).toBe('AF/25-26/000001');
    expect(db.read('invoiceSeries/26-27/last')).toBe(3);
  });

  it('gives a payment one number however often it is issued, concurrently or after a crash', async () => {
    const db = new MemoryDb();
    const [a, b] = await Promise.all([
      issueInvoice(db, draft('p1'), 'AF', APRIL_1_2026_IST),
      issueInvoice(db, draft('p1'), 'AF', APRIL_1_2026_IST),
    ]);
    expect(a.invoiceNumber).toBe(b.invoiceNumber);
    // A run that got its number and died before writing the invoice: the retry gets the same number, no gap.
    db.failNext('transaction');
    const beforeCrash = db.read('invoiceSeries/26-27/last');
    await expect(issueInvoice(db, draft('p2'), 'AF', APRIL_1_2026_IST)).rejects.toThrow(/injected/);
    expect(db.read('invoiceSeries/26-27/last')).toBe(beforeCrash);
    const sequenceWrite = db.writes.length;
    const issued = await issueInvoice(db, draft('p2'), 'AF', APRIL_1_2026_IST);
    expect(issued.invoiceNumber).toBe('AF/26-27/000002');
    expect(db.writes.length).toBeGreaterThan(sequenceWrite);
    expect((await issueInvoice(db, draft('p2'), 'AF', APRIL_1_2026_IST + 5)).invoiceNumber).toBe('AF/26-27/000002');
    expect((await issueInvoice(db, draft('p3'), 'AF', APRIL_1_2026_IST)).invoiceNumber).toBe('AF/26-27/000003');
  });

  it('reuses the number of a run that died between the number and the invoice record', async () => {
    const db = new MemoryDb();
    await issueInvoice(db, draft('p1'), 'AF', APRIL_1_2026_IST);
    // The number is taken, the invoice record never written (the function died).
    db.write('invoiceSeries/26-27/pending/p2', { sequence: 2, at: APRIL_1_2026_IST });
    db.write('invoiceSeries/26-27/last', 2);
    expect((await issueInvoice(db, draft('p2'), 'AF', APRIL_1_2026_IST + 60_000)).invoiceNumber).toBe(
      'AF/26-27/000002',
    );
    expect((await issueInvoice(db, draft('p3'), 'AF', APRIL_1_2026_IST + 60_000)).invoiceNumber).toBe(
      'AF/26-27/000003',
    );
    // Days later the memory of p2 is pruned: its number stays on its invoice record.
    await issueInvoice(db, draft('p4'), 'AF', APRIL_1_2026_IST + 4 * 86_400_000);
    expect(Object.keys(db.read('invoiceSeries/26-27/pending') as object)).toEqual(['p4']);
    expect((await issueInvoice(db, draft('p2'), 'AF', APRIL_1_2026_IST + 5 * 86_400_000)).sequence).toBe(2);
  });
});
