import { setGlobalOptions } from 'firebase-functions';
import { onCall, onRequest } from 'firebase-functions/https';
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
} from './config.js';
import { createOrder as createOrderHandler } from './payments/create-order.js';
import { verifyPayment as verifyPaymentHandler } from './payments/verify-payment.js';
import { webhookRequestHandler } from './payments/webhook-function.js';
import { allowedOrigins, apiDeps, orderDeps, platform, verifyDeps, webhookDeps } from './dependencies.js';

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
