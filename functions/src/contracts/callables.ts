// The callable functions' names, inputs and results (docs/api.md "Callables"). The client sends these through
// httpsCallable; the server parses `data` as unknown and checks every field before trusting it.

import type { RequestInput, RequestInputField } from './request-input.js';
import type { EditableRequestField } from './requests.js';

export const CALLABLES = {
  createOrder: 'createOrder',
  verifyPayment: 'verifyPayment',
  deleteAccount: 'deleteAccount',
  // Request mutations: the client asks, the server validates and writes (docs/api.md "Callables").
  createRequest: 'createRequest',
  updateRequestText: 'updateRequestText',
  deleteRequest: 'deleteRequest',
  replyToRequest: 'replyToRequest',
  beginMessageUpload: 'beginMessageUpload',
  // Deliverables and key custody.
  createDownloadLink: 'createDownloadLink',
  exportSigningKey: 'exportSigningKey',
  setPlaySigningCertificate: 'setPlaySigningCertificate',
  // The builder's site import.
  importSite: 'importSite',
  // The support console: every one checks the `support` claim and writes an audit entry.
  opsSetStatus: 'opsSetStatus',
  opsSetProgress: 'opsSetProgress',
  opsPostMessage: 'opsPostMessage',
  opsAttachDeliverable: 'opsAttachDeliverable',
  opsQuote: 'opsQuote',
  opsNoteRefund: 'opsNoteRefund',
  opsRevokeAccountBuilds: 'opsRevokeAccountBuilds',
  // Abuse controls (docs/api.md): anyone reports, support lists the open reports and closes them.
  reportAbuse: 'reportAbuse',
  opsAbuseReports: 'opsAbuseReports',
  opsCloseAbuseReport: 'opsCloseAbuseReport',
  // Support console reads and uploads (docs/api.md "Support console").
  opsPayments: 'opsPayments',
  opsBeginUpload: 'opsBeginUpload',
  // Keys that last and apps kept current (contracts/key-lifecycle.ts, contracts/autopilot.ts).
  setPackageSigner: 'setPackageSigner',
  exportKeyForPlay: 'exportKeyForPlay',
  buildVerificationProof: 'buildVerificationProof',
  rebuildApp: 'rebuildApp',
  opsRotateAppKey: 'opsRotateAppKey',
  opsStartCampaign: 'opsStartCampaign',
  opsCampaigns: 'opsCampaigns',
  opsAttachmentLink: 'opsAttachmentLink',
  // Publishing in the customer's Play Console (docs/api.md "Publishing"): the owner, or support for them.
  publishingOpen: 'publishingOpen',
  publishingSaveListing: 'publishingSaveListing',
  publishingScreenshot: 'publishingScreenshot',
  publishingPreflight: 'publishingPreflight',
  publishingConnect: 'publishingConnect',
  publishingUpload: 'publishingUpload',
  publishingUpdateStep: 'publishingUpdateStep',
  // App notifications (docs/api.md "App notifications"): owners compose, support revokes.
  sendAppNotification: 'sendAppNotification',
  opsRevokeNotification: 'opsRevokeNotification',
} as const;

export interface CreateOrderInput {
  requestId: string;
}

export interface CreateOrderResult {
  orderId: string;
  /** Minor units (paise), from the server's plan catalog. */
  amount: number;
  currency: 'INR';
  /** The Razorpay key id Checkout opens with. */
  keyId: string;
}

/** The three values Checkout's success handler receives, and the request they pay for. */
export interface VerifyPaymentInput {
  requestId: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

export interface VerifyPaymentResult {
  paymentStatus: 'paid';
}

/** deleteAccount takes no fields: the caller's recent sign-in is the proof. */
export type DeleteAccountInput = Record<string, never>;

export interface DeleteAccountResult {
  deleted: true;
}

/** A short-lived signed GET link to one file: a free build, or a request's deliverable. */
export type CreateDownloadLinkInput =
  | { buildId: string }
  | { requestId: string; deliverableId: string }
  | { requestId: string; attachmentId: string };

export interface CreateDownloadLinkResult {
  /** Relative to the API base, like BuildResponse.downloadUrl. */
  url: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** createRequest: what the request form collects, checked with validateRequestInput on both sides. */
export type CreateRequestInput = RequestInput;

export interface CreateRequestResult {
  /** A push-style id made by the server. */
  requestId: string;
}

/** The `details` of an invalid-argument HttpsError from createRequest: the field the message belongs beside. */
export interface RequestInputErrorDetails {
  field: RequestInputField;
}

export interface UpdateRequestTextInput {
  requestId: string;
  field: EditableRequestField;
  /** Trimmed by the server; at most REQUEST_TEXT_MAX_LENGTH characters. */
  value: string;
}

export interface UpdateRequestTextResult {
  /** The server time stamped on the request. */
  updatedAt: number;
}

export interface DeleteRequestInput {
  requestId: string;
}

export interface DeleteRequestResult {
  deleted: true;
}

/** exportSigningKey: the caller's upload key of one package, as a password-protected PKCS#12 file. */
export interface ExportSigningKeyInput {
  packageName: string;
  /** At least KEY_EXPORT_PASSWORD_MIN_LENGTH characters (contracts/key-custody.ts), not a common password. */
  password: string;
  /** 'upload': the separate upload key of a package whose Play signer is the owner's key. Default 'signing'. */
  key?: 'signing' | 'upload';
}

export interface ExportSigningKeyResult {
  /** The PKCS#12 file (PBES2/AES-256, HMAC-SHA256), base64. */
  pkcs12Base64: string;
  /** keyExportFileName(packageName). */
  fileName: string;
  alias: string;
  /** Upper-case colon-separated SHA-256 of the certificate in the file. */
  certificateSha256: string;
  exportedAt: number;
}

/** setPlaySigningCertificate: Play's app-signing certificate SHA-256 for a request's app; '' removes it. */
export interface SetPlaySigningCertificateInput {
  requestId: string;
  sha256: string;
}

export interface SetPlaySigningCertificateResult {
  /** Normalised (upper-case, colon-separated), or null once removed. */
  playSigningSha256: string | null;
}
