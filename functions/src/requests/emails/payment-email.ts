import { isFulfilledOnPayment } from '../../contracts/deliverables.js';
import type { InvoiceRecord } from '../../contracts/invoices.js';
import type { RequestRecord } from '../../contracts/requests.js';
import { rupees } from './customer-emails.js';
import type { EmailDocument } from './email-document.js';

/** Paise as the email writes an amount: ₹39, or ₹39.50 when there are paise. */
const inr = (paise: number) => (paise % 100 === 0 ? rupees(paise / 100) : `₹${(paise / 100).toFixed(2)}`);

/**
 * "Payment received": what was paid, the invoice's number, and what happens next; the receipt (tax invoice PDF)
 * travels with it (payments/payment-received.ts).
 */
export function paymentReceivedDocument(
  request: RequestRecord,
  invoice: InvoiceRecord,
  links: { request: string },
  issuedOn: string,
): EmailDocument {
  const app = request.appName || 'your app';
  const next = isFulfilledOnPayment(request.planId)
    ? 'Your files are being built now; we email you the moment they are ready.'
    : 'Our team starts on it now and keeps you posted in your request.';
  return {
    subject: `${app}: payment received (${inr(invoice.totalPaise)})`,
    preheader: `Thank you. Your receipt ${invoice.invoiceNumber} is attached.`,
    heading: 'Payment received',
    paragraphs: [`Thank you: we received ${inr(invoice.totalPaise)} for "${app}" (${request.planName}).`, next],
    facts: [
      ['Amount paid', inr(invoice.totalPaise)],
      ['Invoice', invoice.invoiceNumber],
      ['Date', issuedOn],
      ['Payment ID', invoice.paymentId],
    ],
    action: { label: 'Open your request', url: links.request },
    footnote: 'Your receipt and GST tax invoice is attached as a PDF. Keep it for your records.',
  };
}
