import { invoicePath, invoiceSeriesPath } from '../contracts/database-paths.js';
import type { InvoiceRecord } from '../contracts/invoices.js';
import type { Db } from '../platform/db.js';

/** How long a number handed out stays tied to its payment in the series record (a retry within it reuses it). */
const PENDING_KEEP_MS = 3 * 24 * 3600_000;

/** `invoiceSeries/{seriesKey}`: the last number given, and the numbers given recently, by payment. */
interface InvoiceSeries {
  last: number;
  pending?: Record<string, { sequence: number; at: number }>;
}

const IST_OFFSET_MS = 5.5 * 3600_000;

/** The Indian financial year (April to March, India time) of a moment, as its series key: 2025-26 is "25-26". */
export function financialYearKey(nowMs: number): string {
  const india = new Date(nowMs + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** An invoice number: prefix/series/sequence, at most 16 characters with a prefix of at most 3 (GST rules). */
export function invoiceNumber(prefix: string, seriesKey: string, sequence: number): string {
  return `${prefix}/${seriesKey}/${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of the series for one payment, gap-free and idempotent: a transaction hands out `last + 1` and
 * remembers which payment has it, so a retry or a concurrent run for the same payment (Checkout and the webhook) gets
 * the same number, and no number is skipped. The memory is kept for days (pruned in later transactions): a run that
 * died between the number and the invoice record is retried within that time by Razorpay's webhook redeliveries.
 */
async function sequenceFor(db: Db, seriesKey: string, paymentId: string, now: number): Promise<number> {
  const result = await db.transaction<InvoiceSeries>(invoiceSeriesPath(seriesKey), (current) => {
    const series: InvoiceSeries = current ?? { last: 0 };
    const pending = Object.fromEntries(
      Object.entries(series.pending ?? {}).filter(([, entry]) => now - entry.at < PENDING_KEEP_MS),
    );
    if (pending[paymentId]) return { last: series.last, pending };
    const sequence = series.last + 1;
    return { last: sequence, pending: { ...pending, [paymentId]: { sequence, at: now } } };
  });
  const sequence = result.value?.pending?.[paymentId]?.sequence;
  if (sequence === undefined) throw new Error(`invoice series ${seriesKey} gave no number to ${paymentId}`);
  return sequence;
}

export type InvoiceDraft = Omit<InvoiceRecord, 'invoiceNumber' | 'seriesKey' | 'sequence'>;

/**
 * THE invoice of a payment (`invoices/{paymentId}`): the existing one, or a new one with the series' next number,
 * written create-if-absent. Issuing it again never allocates a second number.
 */
export async function issueInvoice(
  db: Db,
  draft: InvoiceDraft,
  prefix: string,
  /** The present (the series' memory is pruned by it); the invoice is dated draft.issuedAt, the payment's time. */
  now: number,
): Promise<InvoiceRecord> {
  const existing = await db.get<InvoiceRecord>(invoicePath(draft.paymentId));
  if (existing) return existing;
  const seriesKey = financialYearKey(draft.issuedAt);
  const sequence = await sequenceFor(db, seriesKey, draft.paymentId, now);
  const invoice: InvoiceRecord = {
    ...draft,
    invoiceNumber: invoiceNumber(prefix, seriesKey, sequence),
    seriesKey,
    sequence,
  };
  const written = await db.transaction<InvoiceRecord>(invoicePath(draft.paymentId), (current) => current ?? invoice);
  return written.value ?? invoice;
}
