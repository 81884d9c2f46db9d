import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { systemTool } from '@apkforge/test-kit';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../__tests__/payment-setup.js';
import type { InvoiceRecord } from '../contracts/invoices.js';
import { invoiceDate, receiptFileName, renderReceiptPdf } from './receipt-pdf.js';
import { taxBreakdown } from './receipt-totals.js';

const pdftotext = systemTool('pdftotext');
const run = promisify(execFile);
const ISSUED = Date.UTC(2026, 10, 27, 6, 0); // 27 Nov 2026, 11:30 India time

const invoice: InvoiceRecord = {
  ...taxBreakdown(3900, true),
  paymentId: 'pay_Demo000042',
  orderId: 'order_Demo000042',
  invoiceNumber: 'AF/26-27/000042',
  seriesKey: '26-27',
  sequence: 42,
  issuedAt: ISSUED,
  uid: 'asha',
  requestId: 'req1',
  billedToEmail: 'asha@example.com',
  description: 'AAB Bundle File for Publishing: Café Bookshelf ₹',
  planId: 'aab_bundle',
  sac: '998314',
  gstRatePercent: 18,
  placeOfSupplyCode: '29',
  placeOfSupplyName: 'Karnataka',
  seller: DEMO_SELLER,
};

const dir = mkdtemp(join(tmpdir(), 'receipt-'));
afterAll(async () => rm(await dir, { recursive: true, force: true }));

describe('the receipt PDF', () => {
  it('is the same bytes every time it is rendered from the same invoice', async () => {
    const first = await renderReceiptPdf(invoice);
    const second = await renderReceiptPdf(invoice);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(Buffer.from(first.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('reads back as one A4 page with the invoice in its metadata (pdf-lib as the reader)', async () => {
    const doc = await PDFDocument.load(await renderReceiptPdf(invoice), { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe('Tax invoice AF/26-27/000042');
    expect(doc.getCreationDate()?.getTime()).toBe(ISSUED);
    expect(receiptFileName(invoice)).toBe('Apkforge-invoice-AF-26-27-000042.pdf');
    expect(invoiceDate(ISSUED)).toBe('27 Nov 2026');
  });

  it.skipIf(pdftotext.skip)('says what a GST tax invoice must, as poppler reads it', async () => {
    const path = join(await dir, 'receipt.pdf');
    await writeFile(path, await renderReceiptPdf(invoice));
    const { stdout } = await run(pdftotext.path ?? 'pdftotext', ['-layout', path, '-']);
    const text = stdout.replace(/[ \t]+/g, ' ');
    for (const expected of [
      'Tax invoice',
      'Apkforge Demo Private Limited',
      'GSTIN 29AAACA0000A1ZU',
      'State Karnataka (29)',
      'Number AF/26-27/000042',
      'Date 27 Nov 2026',
      'Razorpay payment pay_Demo000042',
      'asha@example.com',
      'Karnataka (29)',
      // The customer's text is folded to what the standard font can draw.
      'AAB Bundle File for Publishing: Cafe Bookshelf ?',
      '998314',
      'Taxable value 33.06',
      'CGST 9% 2.97',
      'SGST 9% 2.97',
      'Total (INR) 39.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.skipIf(pdftotext.skip)('prints one IGST line for a supply across states', async () => {
    const path = join(await dir, 'igst.pdf');
    await writeFile(path, await renderReceiptPdf({ ...invoice, ...taxBreakdown(3900, false) }));
    const text = (await run(pdftotext.path ?? 'pdftotext', ['-layout', path, '-'])).stdout.replace(/[ \t]+/g, ' ');
    expect(text).toContain('IGST 18% 5.95');
    expect(text).not.toContain('CGST');
  });
});
