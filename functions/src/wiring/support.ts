import type { CallableRequest } from 'firebase-functions/https';
import { requireVerifiedCaller, verifiedCallable } from '../platform/callers/caller.js';
import { newEventId } from '../platform/event-ids.js';
import { opsAbuseReports as opsAbuseReportsHandler } from '../support/abuse-reports.js';
import {
  opsCampaigns as opsCampaignsHandler,
  opsRotateAppKey as opsRotateAppKeyHandler,
  opsStartCampaign as opsStartCampaignHandler,
  type OpsKeysDeps,
} from '../support/app-keys-and-updates.js';
import { opsAttachDeliverable as opsAttachDeliverableHandler } from '../support/attach-deliverable.js';
import { opsBeginUpload as opsBeginUploadHandler } from '../support/begin-upload.js';
import { opsCloseAbuseReport as opsCloseAbuseReportHandler } from '../support/close-abuse-report.js';
import { opsNoteRefund as opsNoteRefundHandler } from '../support/note-refund.js';
import type { OpsDeps } from '../support/ops-deps.js';
import { opsPayments as opsPaymentsHandler } from '../support/payments-of-request.js';
import { opsPostMessage as opsPostMessageHandler } from '../support/post-message.js';
import { opsQuote as opsQuoteHandler } from '../support/quote.js';
import { opsRevokeAccountBuilds as opsRevokeAccountBuildsHandler } from '../support/revoke-account-builds.js';
import { opsSetProgress as opsSetProgressHandler } from '../support/set-progress.js';
import { opsSetStatus as opsSetStatusHandler } from '../support/set-status.js';
import { autopilotDeps } from './autopilot.js';
import { customerEventDeps } from './mail.js';
import { platform } from './platform.js';

// The support console's callables (docs/api.md "Support console"): each checks the `support` claim in its handler.

function opsDeps(): OpsDeps {
  const { db, clock, files } = platform();
  return { db, clock, files, events: customerEventDeps(), newId: newEventId };
}

function opsKeysDeps(): OpsKeysDeps {
  return { ...autopilotDeps(), newId: newEventId };
}

export const opsSetStatus = verifiedCallable(opsDeps, opsSetStatusHandler);
export const opsSetProgress = verifiedCallable(opsDeps, opsSetProgressHandler);
export const opsPostMessage = verifiedCallable(opsDeps, opsPostMessageHandler);
export const opsQuote = verifiedCallable(opsDeps, opsQuoteHandler);
export const opsNoteRefund = verifiedCallable(opsDeps, opsNoteRefundHandler);
export const opsAttachDeliverable = verifiedCallable(opsDeps, opsAttachDeliverableHandler);
export const opsPayments = verifiedCallable(opsDeps, opsPaymentsHandler);
export const opsRevokeAccountBuilds = verifiedCallable(opsDeps, opsRevokeAccountBuildsHandler);
export const opsAbuseReports = verifiedCallable(opsDeps, opsAbuseReportsHandler);
export const opsCloseAbuseReport = verifiedCallable(opsDeps, opsCloseAbuseReportHandler);
export const opsRotateAppKey = verifiedCallable(opsKeysDeps, opsRotateAppKeyHandler);
export const opsStartCampaign = verifiedCallable(opsKeysDeps, opsStartCampaignHandler);

export const opsBeginUpload = verifiedCallable(opsDeps, opsBeginUploadHandler);

export function opsCampaigns(request: CallableRequest) {
  const caller = requireVerifiedCaller(request.auth);
  return opsCampaignsHandler(platform(), caller);
}
