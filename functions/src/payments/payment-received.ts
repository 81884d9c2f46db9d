import { invoicePath, paymentPath, requestPath } from '../contracts/database-paths.js';
import { SAC_CODE, GST_RATE_PERCENT, type InvoiceRecord, type SellerDetails } from '../contracts/invoices.js';
import type { OrderRecord, PaymentRecord } from '../contracts/payment-records.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { MailAttachment } from '../platform/mail/mailer.js';
import { paymentReceivedDocument } from '../requests/emails/payment-email.js';
import { renderEmail } from '../requests/emails/render-email.js';
import { recordCustomerEvent, requestLink, type CustomerEventDeps } from '../requests/record-customer-event.js';
import * as logs from '../logs-conversation.js';
import { issueInvoice } from './invoice-series.js';
import { requestIsPaid, type MarkPaidOutcome } from './mark-request-paid.js';
import { invoiceDate, receiptFileName, renderReceiptPdf } from './receipt-pdf.js';
import { taxBreakdown } from './receipt-totals.js';

export interface ReceiptDeps {
  db: Db;
  clock: Clock;
  events: CustomerEventDeps;
  /** The seller on every invoice (SELLER_* parameters, config.ts). */
  seller: SellerDetails;
  /** The invoice series' prefix (INVOICE_PREFIX): 1 to 3 capitals or digits. */
  invoicePrefix: string;
}

/** What the invoice of a payment says, before it has a number. */
function draftOf(seller: SellerDetails, order: OrderRecord, payment: PaymentRecord, request: RequestRecord) {
  // No customer address is collected, so the place of supply is the seller's state: CGST and SGST.
  return {
    ...taxBreakdown(order.amount, true),
    paymentId: payment.paymentId,
    orderId: order.orderId,
    issuedAt: payment.verifiedAt,
    ...(order.uid ? { uid: order.uid } : {}),
    requestId: order.requestId,
    ...(request.accountHolderEmail || request.email
      ? { billedToEmail: request.accountHolderEmail || request.email }
      : {}),
    description: `${request.planName}: ${request.appName || 'Android app'}`,
    planId: order.planId,
    sac: SAC_CODE,
    gstRatePercent: GST_RATE_PERCENT,
    placeOfSupplyCode: seller.stateCode,
    placeOfSupplyName: seller.stateName,
    seller,
  };
}

/**
 * "Payment received" (docs/product.md "Emails"): the payment's invoice, issued once (invoices/{paymentId}, numbered
 * gap-free), a 'payment' entry on the request's timeline and an email with the receipt PDF attached (rendered from
 * the invoice when the mail is sent). Every step is idempotent per payment: the webhook, Checkout and any retry
 * reach the same invoice, entry and email.
 */
async function recordPaymentReceived(deps: ReceiptDeps, order: OrderRecord, paymentId: string): Promise<void> {
  const { uid, requestId } = order;
  if (uid === undefined) return;
  const [request, payment] = await Promise.all([
    deps.db.get<RequestRecord>(requestPath(uid, requestId)),
    deps.db.get<PaymentRecord>(paymentPath(paymentId)),
  ]);
  // Only the payment that paid the request gets its receipt (a second payment is refunded instead).
  if (!request || !payment || request.razorpayPaymentId !== paymentId) return;
  const invoice = await issueInvoice(
    deps.db,
    draftOf(deps.seller, order, payment, request),
    deps.invoicePrefix,
    deps.clock.now(),
  );
  const link = requestLink(deps.events.dashboardUrl, requestId);
  const email = renderEmail(
    paymentReceivedDocument(request, invoice, { request: link }, invoiceDate(invoice.issuedAt)),
  );
  await recordCustomerEvent(deps.events, {
    uid,
    requestId,
    eventId: `payment-${paymentId}`,
    entry: { at: invoice.issuedAt, kind: 'payment', by: 'customer', amountInr: invoice.totalPaise / 100 },
    email: { ...email, attachments: [{ kind: 'receipt', paymentId }] },
  });
  logs.receiptIssued(uid, requestId, paymentId, invoice.invoiceNumber);
}

/**
 * Right after markRequestPaid (verifyPayment and the webhook): the receipt of a payment that paid the request. Never
 * throws: the payment stands whatever happens here, and the next proof of the same payment (the webhook's
 * redelivery, Checkout after the webhook) completes what is missing.
 */
export async function receiptAfterPayment(
  deps: ReceiptDeps,
  order: OrderRecord,
  paymentId: string,
  outcome: MarkPaidOutcome,
): Promise<void> {
  if (!requestIsPaid(outcome) || outcome === 'paid-by-other-payment') return;
  try {
    await recordPaymentReceived(deps, order, paymentId);
  } catch (error) {
    logs.receiptFailed(order.requestId, paymentId, error);
  }
}

/** The outbox sender's attachment renderer: a receipt PDF from its invoice, whenever the mail is (re)sent. */
export function receiptAttachments(db: Db) {
  return async (attachment: { kind: 'receipt'; paymentId: string }): Promise<MailAttachment> => {
    const invoice = await db.get<InvoiceRecord>(invoicePath(attachment.paymentId));
    if (!invoice) throw new Error(`no invoice for payment ${attachment.paymentId}`);
    return {
      filename: receiptFileName(invoice),
      contentType: 'application/pdf',
      content: Buffer.from(await renderReceiptPdf(invoice)),
    };
  };
}
