import { setGlobalOptions } from 'firebase-functions';
import { onCall, onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import * as functionsV1 from 'firebase-functions/v1';
import { deleteAccount as deleteAccountHandler } from './account/delete-account.js';
import { deleteUserData } from './account/delete-user-data.js';
import { apiRequestHandler } from './api/api-function.js';
import { requireCaller } from './auth/caller.js';
import {
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  REGION,
  SIGNING_KEYS_SECRET,
  SMTP_URL,
} from './config.js';
import { sweepOutbox } from './mail/sweep-outbox.js';
import * as logs from './logs.js';
import { createOrder as createOrderHandler } from './payments/create-order.js';
import { verifyPayment as verifyPaymentHandler } from './payments/verify-payment.js';
import { webhookRequestHandler } from './payments/webhook-function.js';
import { allowedOrigins, apiDeps, orderDeps, outboxDeps, platform, verifyDeps, webhookDeps } from './dependencies.js';

setGlobalOptions({ region: REGION, maxInstances: 10 });

/** /api/** behind Hosting: download-apk, build downloads, frame-check, health. */
export const api = onRequest(
  { secrets: [SIGNING_KEYS_SECRET], memory: '512MiB', timeoutSeconds: 120 },
  apiRequestHandler(apiDeps, allowedOrigins),
);

export const createOrder = onCall({ secrets: [RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET] }, (request) =>
  createOrderHandler(orderDeps(), requireCaller(request.auth), request.data),
);

export const verifyPayment = onCall({ secrets: [RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET] }, (request) =>
  verifyPaymentHandler(verifyDeps(), requireCaller(request.auth), request.data),
);

export const razorpayWebhook = onRequest({ secrets: [RAZORPAY_WEBHOOK_SECRET] }, webhookRequestHandler(webhookDeps));

export const deleteAccount = onCall((request) => deleteAccountHandler(platform(), requireCaller(request.auth)));

// Auth triggers exist only in the v1 API; the same cascade runs when a user is deleted any other way.
export const cleanupDeletedUser = functionsV1
  .region(REGION)
  .auth.user()
  .onDelete(async (user) => {
    await deleteUserData(platform(), user.uid, 'authOnDelete');
  });

/** The outbox's scheduled sender (docs/data-model.md `outbox`): retries every email the immediate attempt missed. */
export const sendOutbox = onSchedule({ schedule: 'every 5 minutes', secrets: [SMTP_URL] }, async () => {
  const deps = outboxDeps();
  if (deps) logs.outboxSwept(await sweepOutbox(deps));
});
