import { logger } from 'firebase-functions/logger';

// The named log events of the conversation, the receipts and the support staff list (docs/api.md "Conversation",
// "Emails", "Support console"), beside logs.ts: one file per family keeps each under the size limit.
export function attachmentDownloaded(uid: string, requestId: string, attachmentId: string): void {
  logger.info('attachment downloaded', { event: 'attachment_downloaded', uid, requestId, attachmentId });
}

export function supportSessionRefused(uid: string): void {
  logger.warn('support claim without a staff record refused', { event: 'support_session_refused', uid });
}

export function receiptIssued(uid: string, requestId: string, paymentId: string, invoiceNumber: string): void {
  logger.info('receipt issued', { event: 'receipt_issued', uid, requestId, paymentId, invoiceNumber });
}

export function receiptFailed(requestId: string, paymentId: string, error: unknown): void {
  logger.error('receipt could not be issued yet', {
    event: 'receipt_failed',
    requestId,
    paymentId,
    error: error instanceof Error ? error.message : String(error),
  });
}

export function attachmentOpenedBySupport(
  actorUid: string,
  uid: string,
  requestId: string,
  attachmentId: string,
): void {
  logger.info('attachment link made for support', {
    event: 'attachment_link_support',
    actorUid,
    uid,
    requestId,
    attachmentId,
  });
}
