// Every Realtime Database and Cloud Storage path the product reads or writes (docs/data-model.md has who writes
// each and why). Path segments are ids the server or the database made (uids, push ids, Razorpay ids), never free
// text, so they need no escaping.

export const PLANS_PATH = 'plans';
export const ORDERS_PATH = 'orders';
export const PAYMENTS_PATH = 'payments';

export const planPath = (planId: string): string => `${PLANS_PATH}/${planId}`;
export const userPath = (uid: string): string => `users/${uid}`;
export const userRequestsPath = (uid: string): string => `requests/${uid}`;
export const requestPath = (uid: string, requestId: string): string => `requests/${uid}/${requestId}`;
export const userBuildsPath = (uid: string): string => `builds/${uid}`;
export const buildPath = (uid: string, buildId: string): string => `builds/${uid}/${buildId}`;
export const orderPath = (orderId: string): string => `${ORDERS_PATH}/${orderId}`;
export const paymentPath = (paymentId: string): string => `${PAYMENTS_PATH}/${paymentId}`;
export const userSigningKeysPath = (uid: string): string => `signingKeys/${uid}`;
export const signingKeyPath = (uid: string, keyId: string): string => `signingKeys/${uid}/${keyId}`;
export const buildRateLimitPath = (uid: string): string => `rateLimits/builds/${uid}`;
export const webhookEventPath = (eventId: string): string => `webhookEvents/${eventId}`;

/** Cloud Storage: everything of a user lives under this prefix, so the account cascade deletes it in one go. */
export const userStoragePrefix = (uid: string): string => `users/${uid}/`;
export const buildStoragePath = (uid: string, buildId: string): string => `users/${uid}/builds/${buildId}.apk`;
