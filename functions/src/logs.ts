import { logger } from 'firebase-functions/logger';

/**
 * One named function per event, all through `logger` (structured entries in Cloud Logging). Personal data
 * stays out of logs: users appear by uid, never by email or name.
 */

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function buildCreated(
  uid: string,
  buildId: string,
  packageName: string,
  versionCode: number,
  size: number,
  ms: number,
): void {
  logger.info('build created', { event: 'build_created', uid, buildId, packageName, versionCode, size, ms });
}

export function signingKeyUnusable(path: string, reason: string): void {
  logger.error('stored signing key cannot be used; build refused instead of signing with a new key', {
    event: 'signing_key_unusable',
    path,
    reason,
  });
}

export function signingKeyMigrated(uid: string, from: string, to: string): void {
  logger.info('signing key moved to its injective id', { event: 'signing_key_migrated', uid, from, to });
}

export function signingKeyResealed(path: string, keyId: string): void {
  logger.info('signing key sealed again with the current secret', { event: 'signing_key_resealed', path, keyId });
}

export function buildRejected(uid: string, reason: string): void {
  logger.info('build rejected by the engine', { event: 'build_rejected', uid, reason });
}

export function buildRateLimited(uid: string, retryAfterSeconds: number): void {
  logger.info('free build limit reached', { event: 'build_rate_limited', uid, retryAfterSeconds });
}

export function buildDownloaded(uid: string, buildId: string): void {
  logger.info('build downloaded', { event: 'build_downloaded', uid, buildId });
}

export function apiUnexpectedError(error: unknown, method: string, path: string): void {
  logger.error('api request failed', { event: 'api_error', method, path, error: describe(error) });
}

export function orderCreated(uid: string, requestId: string, orderId: string, amount: number): void {
  logger.info('order created', { event: 'order_created', uid, requestId, orderId, amount });
}

export function orderReused(uid: string, requestId: string, orderId: string): void {
  logger.info('open order reused', { event: 'order_reused', uid, requestId, orderId });
}

export function orderRateLimited(uid: string, retryAfterSeconds: number): void {
  logger.info('createOrder limit reached', { event: 'order_rate_limited', uid, retryAfterSeconds });
}

export function orderCreationFailed(uid: string, requestId: string, error: unknown): void {
  logger.error('payment provider refused or failed to create the order', {
    event: 'order_creation_failed',
    uid,
    requestId,
    error: describe(error),
  });
}

export function checkoutSignatureRejected(uid: string, orderId: string): void {
  logger.warn('checkout signature does not match', { event: 'checkout_signature_rejected', uid, orderId });
}

export function requestMarkedPaid(
  uid: string,
  requestId: string,
  orderId: string,
  paymentId: string,
  source: string,
): void {
  logger.info('request marked paid', { event: 'request_paid', uid, requestId, orderId, paymentId, source });
}

export function paymentReplayed(orderId: string, paymentId: string, source: string): void {
  logger.info('payment already recorded; nothing to change', { event: 'payment_replayed', orderId, paymentId, source });
}

export function paymentForMissingRequest(uid: string, requestId: string, paymentId: string): void {
  logger.warn('payment for a request that no longer exists; recorded for refund', {
    event: 'payment_for_missing_request',
    uid,
    requestId,
    paymentId,
  });
}

export function secondPaymentForPaidRequest(
  uid: string,
  requestId: string,
  firstPaymentId: string,
  paymentId: string,
): void {
  logger.warn('second payment for an already paid request; recorded for refund', {
    event: 'second_payment',
    uid,
    requestId,
    firstPaymentId,
    paymentId,
  });
}

export function paymentForChangedRequest(uid: string, requestId: string, orderPlanId: string, paymentId: string): void {
  logger.warn('payment for an order whose request was replaced (another plan); recorded for refund', {
    event: 'payment_for_changed_request',
    uid,
    requestId,
    orderPlanId,
    paymentId,
  });
}

export function moneyBackRecorded(uid: string, requestId: string, paymentId: string, eventType: string): void {
  logger.info('refund or dispute recorded', { event: 'money_back', uid, requestId, paymentId, eventType });
}

export function moneyBackForUnknownPayment(paymentId: string, eventType: string): void {
  logger.warn('refund or dispute for a payment of no order of ours; acknowledged', {
    event: 'money_back_unknown_payment',
    paymentId,
    eventType,
  });
}

export function webhookSignatureInvalid(reason: string): void {
  logger.warn('webhook refused: signature', { event: 'webhook_signature_invalid', reason });
}

export function webhookIgnored(eventType: string, eventId: string | null): void {
  logger.info('webhook event acknowledged and ignored', { event: 'webhook_ignored', eventType, eventId });
}

export function webhookDuplicate(eventId: string): void {
  logger.info('webhook event already processed', { event: 'webhook_duplicate', eventId });
}

export function webhookUnknownOrder(orderId: string, eventId: string | null): void {
  logger.warn('webhook for an order we did not create; acknowledged', {
    event: 'webhook_unknown_order',
    orderId,
    eventId,
  });
}

export function webhookAmountMismatch(
  orderId: string,
  paymentId: string,
  expected: number,
  received: number,
  currency: string,
): void {
  logger.error('webhook refused: amount or currency differs from the order', {
    event: 'webhook_amount_mismatch',
    orderId,
    paymentId,
    expected,
    received,
    currency,
  });
}

export function webhookFailed(eventType: string, eventId: string | null, error: unknown): void {
  logger.error('webhook processing failed; answering 5xx so Razorpay retries', {
    event: 'webhook_failed',
    eventType,
    eventId,
    error: describe(error),
  });
}

export function userDataDeleted(
  uid: string,
  trigger: 'deleteAccount' | 'authOnDelete' | 'sweep',
  files: number,
  ordersAnonymised: number,
): void {
  logger.info('user data deleted', { event: 'user_data_deleted', uid, trigger, files, ordersAnonymised });
}

export function requestCreated(uid: string, requestId: string, planId: string): void {
  logger.info('request created', { event: 'request_created', uid, requestId, planId });
}

export function requestDeleted(uid: string, requestId: string, files: number): void {
  logger.info('request deleted', { event: 'request_deleted', uid, requestId, files });
}

export function requestQuotaReached(uid: string, open: number, createdLastHour: number): void {
  logger.info('request quota reached', { event: 'request_quota_reached', uid, open, createdLastHour });
}

export function requestQuotaUndoFailed(uid: string, requestId: string, error: unknown): void {
  logger.warn('could not undo the quota slot of a failed creation; it heals on the next full quota', {
    event: 'request_quota_undo_failed',
    uid,
    requestId,
    error: describe(error),
  });
}

export function writeRacedAccountDeletion(uid: string, files: number): void {
  logger.warn('a build wrote for an account being deleted; its data was removed again', {
    event: 'write_raced_account_deletion',
    uid,
    files,
  });
}

export function deletedAccountsSwept(tombstones: number, withLeftovers: number, expired: number): void {
  logger.info('deleted accounts swept', { event: 'deleted_accounts_swept', tombstones, withLeftovers, expired });
}

export function lifecycleSwept(expiredBuilds: number, withoutRecord: number, more: boolean, linkUses: number): void {
  logger.info('lifecycle swept', { event: 'lifecycle_swept', expiredBuilds, withoutRecord, more, linkUses });
}

export function frameChecked(host: string, frameable: boolean | null, reason: string | null): void {
  logger.info('frame check', { event: 'frame_check', host, frameable, reason });
}

export function siteImported(uid: string, host: string, reachable: boolean, withIcon: boolean): void {
  logger.info('site imported', { event: 'site_imported', uid, host, reachable, withIcon });
}

export function configurationError(message: string): void {
  logger.error('configuration error', { event: 'configuration_error', message });
}

export function emailSent(messageId: string, attempts: number): void {
  logger.info('email sent', { event: 'email_sent', messageId, attempts });
}

export function emailSendFailed(messageId: string, attempts: number, gaveUp: boolean, error: unknown): void {
  logger.warn('email send failed', { event: 'email_send_failed', messageId, attempts, gaveUp, error: describe(error) });
}

export function emailSendDeferred(messageId: string, error: unknown): void {
  logger.warn('immediate email send failed; the sweep retries', {
    event: 'email_send_deferred',
    messageId,
    error: describe(error),
  });
}

export function outboxSwept(counts: Record<string, number>): void {
  logger.info('outbox swept', { event: 'outbox_swept', ...counts });
}

export function supportAction(
  actorUid: string,
  action: string,
  target: { uid?: string; requestId?: string; reportId?: string },
  auditId: string,
): void {
  const { uid = '', requestId = '', reportId = '' } = target;
  logger.info('support action', { event: 'support_action', actorUid, action, uid, requestId, reportId, auditId });
}

export function customerReplied(uid: string, requestId: string): void {
  logger.info('customer replied', { event: 'customer_replied', uid, requestId });
}

export function deliverableDownloaded(uid: string, requestId: string, deliverableId: string): void {
  logger.info('deliverable downloaded', { event: 'deliverable_downloaded', uid, requestId, deliverableId });
}

export function fulfilmentStarted(uid: string, requestId: string, trigger: string, kinds: string[]): void {
  logger.info('fulfilment started', { event: 'fulfilment_started', uid, requestId, trigger, kinds });
}

export function deliverableReady(
  uid: string,
  requestId: string,
  kind: string,
  packageName: string,
  versionCode: number,
  size: number,
  ms: number,
): void {
  logger.info('deliverable ready', {
    event: 'deliverable_ready',
    uid,
    requestId,
    kind,
    packageName,
    versionCode,
    size,
    ms,
  });
}

export function deliverableFailed(
  uid: string,
  requestId: string,
  kind: string,
  cause: 'input' | 'system',
  error: unknown,
): void {
  // A request that cannot be built is the customer's content (support follows up); our own failure is an error.
  const entry = { event: 'deliverable_failed', uid, requestId, kind, cause, error: describe(error) };
  if (cause === 'input') logger.warn('deliverable cannot be built from the request', entry);
  else logger.error('deliverable build failed; it will be retried', entry);
}

export function fulfilmentKeyUnusable(uid: string, requestId: string, kind: string, error: unknown): void {
  logger.error('signing key missing or damaged: fulfilment stopped rather than sign with another key', {
    event: 'fulfilment_key_unusable',
    uid,
    requestId,
    kind,
    error: describe(error),
  });
}

export function requestFulfilled(uid: string, requestId: string, planId: string, msSincePaid: number): void {
  logger.info('request fulfilled', { event: 'request_fulfilled', uid, requestId, planId, msSincePaid });
}

export function fulfilmentRetryScheduled(
  uid: string,
  requestId: string,
  attempts: number,
  nextAttemptAt: number,
): void {
  logger.info('fulfilment retry scheduled', {
    event: 'fulfilment_retry_scheduled',
    uid,
    requestId,
    attempts,
    nextAttemptAt,
  });
}

export function fulfilmentGaveUp(uid: string, requestId: string, attempts: number): void {
  logger.error('fulfilment gave up after repeated failures; support must finish it', {
    event: 'fulfilment_gave_up',
    uid,
    requestId,
    attempts,
  });
}

export function fulfilmentCrashed(uid: string, requestId: string, trigger: string, error: unknown): void {
  logger.error('fulfilment run failed before it could record an outcome', {
    event: 'fulfilment_crashed',
    uid,
    requestId,
    trigger,
    error: describe(error),
  });
}

export function fulfilmentSwept(due: number, outcomes: Record<string, number>): void {
  logger.info('fulfilment retry sweep', { event: 'fulfilment_swept', due, outcomes });
}

export function customerEventFailed(uid: string, requestId: string, eventId: string, error: unknown): void {
  logger.error('customer event could not be recorded', {
    event: 'customer_event_failed',
    uid,
    requestId,
    eventId,
    error: describe(error),
  });
}

export function keyExported(uid: string, packageName: string, certificateSha256: string, exportId: string): void {
  logger.info('signing key exported', { event: 'key_exported', uid, packageName, certificateSha256, exportId });
}

export function keyExportRefused(uid: string, reason: string): void {
  logger.warn('signing key export refused', { event: 'key_export_refused', uid, reason });
}

export function playSigningCertificateSet(uid: string, requestId: string, cleared: boolean): void {
  logger.info('Play app-signing certificate recorded', { event: 'play_signing_certificate', uid, requestId, cleared });
}

export function abuseReported(reportId: string, signedIn: boolean): void {
  logger.info('abuse reported', { event: 'abuse_reported', reportId, signedIn });
}

export function abuseReportRateLimited(limitPath: string, retryAfterSeconds: number): void {
  logger.info('abuse report limit reached', { event: 'abuse_report_rate_limited', limitPath, retryAfterSeconds });
}

export function accountBuildsRevoked(uid: string, actorUid: string, filesDeleted: number): void {
  logger.warn('account builds revoked', { event: 'account_builds_revoked', uid, actorUid, filesDeleted });
}
