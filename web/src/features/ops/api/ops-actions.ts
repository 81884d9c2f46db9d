import type {
  OpsAbuseReportsInput,
  OpsAbuseReportsResult,
  OpsCloseAbuseReportInput,
  OpsCloseAbuseReportResult,
  OpsRevokeAccountBuildsInput,
  OpsRevokeAccountBuildsResult,
} from '@contracts/abuse';
import { CALLABLES, type CreateDownloadLinkResult } from '@contracts/callables';
import type { OpsRevokeNotificationInput, OpsRevokeNotificationResult } from '@contracts/notifications';
import type {
  OpsActionResult,
  OpsAttachDeliverableInput,
  OpsAttachmentLinkInput,
  OpsAttachDeliverableResult,
  OpsBeginUploadInput,
  OpsBeginUploadResult,
  OpsNoteRefundInput,
  OpsPaymentsInput,
  OpsPaymentsResult,
  OpsPostMessageInput,
  OpsQuoteInput,
  OpsSetProgressInput,
  OpsSetStatusInput,
  OpsTarget,
} from '@contracts/ops';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';
import { failureMessage } from '@/lib/failure-message';

async function call<I, O>(name: string, input: I): Promise<O> {
  return (await httpsCallable<I, O>(firebaseFunctions(), name)(input)).data;
}

// The console's actions: each a callable that checks the support claim, validates, writes and audits (docs/api.md).
export const setStatus = (input: OpsSetStatusInput) =>
  call<OpsSetStatusInput, OpsActionResult>(CALLABLES.opsSetStatus, input);
export const setProgress = (input: OpsSetProgressInput) =>
  call<OpsSetProgressInput, OpsActionResult>(CALLABLES.opsSetProgress, input);
export const postMessage = (input: OpsPostMessageInput) =>
  call<OpsPostMessageInput, OpsActionResult>(CALLABLES.opsPostMessage, input);
export const quote = (input: OpsQuoteInput) => call<OpsQuoteInput, OpsActionResult>(CALLABLES.opsQuote, input);
export const noteRefund = (input: OpsNoteRefundInput) =>
  call<OpsNoteRefundInput, OpsActionResult>(CALLABLES.opsNoteRefund, input);
export const attachDeliverable = (input: OpsAttachDeliverableInput) =>
  call<OpsAttachDeliverableInput, OpsAttachDeliverableResult>(CALLABLES.opsAttachDeliverable, input);
export const loadPayments = (input: OpsPaymentsInput) =>
  call<OpsPaymentsInput, OpsPaymentsResult>(CALLABLES.opsPayments, input);
/** Support's answer to an abuse report: the account's builds and every download link of it stop working. */
export const revokeAccountBuilds = (input: OpsRevokeAccountBuildsInput) =>
  call<OpsRevokeAccountBuildsInput, OpsRevokeAccountBuildsResult>(CALLABLES.opsRevokeAccountBuilds, input);
/** One page of the open abuse reports, oldest first, grouped by app (abuseReports/ is server-only, so the console asks). */
export const loadAbuseReports = (input: OpsAbuseReportsInput) =>
  call<OpsAbuseReportsInput, OpsAbuseReportsResult>(CALLABLES.opsAbuseReports, input);
/** Closes one report with an outcome and an optional note; closing it again with the same outcome is a no-op. */
export const closeAbuseReport = (input: OpsCloseAbuseReportInput) =>
  call<OpsCloseAbuseReportInput, OpsCloseAbuseReportResult>(CALLABLES.opsCloseAbuseReport, input);

/**
 * Attaches a file: the server opens a resumable upload session at the file's final Storage path, the browser PUTs
 * the bytes there directly (up to 50 MB, more than a callable's body may carry), then the server checks and
 * publishes it.
 */
export async function attachFile(
  target: OpsTarget,
  file: File,
  label: string,
  availableAfterPayment = false,
): Promise<OpsAttachDeliverableResult> {
  const session = await call<OpsBeginUploadInput, OpsBeginUploadResult>(CALLABLES.opsBeginUpload, {
    ...target,
    fileName: file.name,
    size: file.size,
  });
  const response = await fetch(session.uploadUrl, { method: 'PUT', body: file });
  if (!response.ok) throw new Error(`The upload failed (${response.status}). Please try again.`);
  return attachDeliverable({
    ...target,
    kind: 'file',
    uploadId: session.uploadId,
    fileName: file.name,
    label,
    ...(availableAfterPayment ? { availableAfterPayment: true } : {}),
  });
}

/** A signed single-use link to a file a customer attached to a message (opened at once, never kept). */
export const attachmentLink = (input: OpsAttachmentLinkInput) =>
  call<OpsAttachmentLinkInput, CreateDownloadLinkResult>(CALLABLES.opsAttachmentLink, input);

/** Takes one app notification out of its feed (docs/api.md "App notifications"). */
export const revokeNotification = (input: OpsRevokeNotificationInput) =>
  call<OpsRevokeNotificationInput, OpsRevokeNotificationResult>(CALLABLES.opsRevokeNotification, input);

/** The server's own words when it gave any (HttpsError messages are written for people; lib/failure-message.ts). */
export function actionError(error: unknown): string {
  return failureMessage(error, 'That did not work. Please try again.');
}
