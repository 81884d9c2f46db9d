// The support console's callables: inputs, results and limits (docs/api.md "Support console"). Every one checks
// the caller's `support` custom claim, validates, writes with the admin SDK and appends an audit entry.

/** The Firebase Auth custom claim that makes an account a support user (granted only by `npm run ops`). */
export const SUPPORT_CLAIM = 'support';

/**
 * `supportStaff/{uid}`: the server-side list of support accounts, written only by `npm run ops -- grant` (removed by
 * `revoke`). Every ops callable and every support rule of database.rules.json checks it beside the claim.
 */
export interface SupportStaffRecord {
  email: string;
  grantedAt: number;
}

/** A message to the customer, a reply, or the reason of an update_needed. */
export const MESSAGE_MAX_LENGTH = 2000;
/** A custom plan's quote, whole rupees. */
export const QUOTE_MIN_INR = 1;
export const QUOTE_MAX_INR = 500_000;
/** A refund note's free text. */
export const REFUND_NOTE_MAX_LENGTH = 500;
/** A deliverable's label as the customer sees it. */
export const DELIVERABLE_LABEL_MAX_LENGTH = 120;
/** A file support attaches (uploaded straight to Storage through opsBeginUpload; see docs/api.md for why). */
export const DELIVERABLE_MAX_BYTES = 50 * 1024 * 1024;

/** What support may attach, by file extension, with the content type it is stored and served as. */
export const DELIVERABLE_FILE_TYPES = {
  apk: 'application/vnd.android.package-archive',
  aab: 'application/octet-stream',
  zip: 'application/zip',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const;
export type DeliverableFileExtension = keyof typeof DELIVERABLE_FILE_TYPES;

/** A file name support may attach: ASCII letters, digits, dot, dash, underscore; one of the extensions above. */
export function deliverableFileExtension(fileName: string): DeliverableFileExtension | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(fileName)) return null;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return fileName.includes('.') && extension in DELIVERABLE_FILE_TYPES ? (extension as DeliverableFileExtension) : null;
}

/** Every ops callable names its request by owner and id (support reads the whole requests tree). */
export interface OpsTarget {
  uid: string;
  requestId: string;
}

export interface OpsSetStatusInput extends OpsTarget {
  status: string;
  /** Required for update_needed: what the customer must do. Optional otherwise (shown with the change). */
  message?: string;
}

export interface OpsSetProgressInput extends OpsTarget {
  /** 0..100, whole. */
  progressPercent: number;
}

export interface OpsPostMessageInput extends OpsTarget {
  text: string;
}

/** Step 1 of attaching a file: where to PUT it (a resumable upload session for its final Storage path). */
export interface OpsBeginUploadInput extends OpsTarget {
  fileName: string;
  /** Bytes, at most DELIVERABLE_MAX_BYTES. */
  size: number;
}

export interface OpsBeginUploadResult {
  /** The deliverable's id to be. */
  uploadId: string;
  /** PUT the file's bytes here (with its Content-Type); the URL is the only credential needed. */
  uploadUrl: string;
}

/** Step 2 for a file (after the PUT), or the only step for a link (https only). */
export type OpsAttachDeliverableInput = OpsTarget & { label: string } & (
    | { kind: 'link'; url: string }
    | {
        kind: 'file';
        uploadId: string;
        fileName: string;
        /** On an unpaid request: the customer sees the file now and downloads it once paid. */
        availableAfterPayment?: boolean;
      }
  );

export interface OpsAttachDeliverableResult {
  deliverableId: string;
}

export interface OpsQuoteInput extends OpsTarget {
  amountInr: number;
}

export interface OpsNoteRefundInput extends OpsTarget {
  amountInr: number;
  note: string;
}

/** Every ops mutation answers with the audit entry it wrote. */
export interface OpsActionResult {
  auditId: string;
}

export type OpsPaymentsInput = OpsTarget;

/** opsAttachmentLink: a signed single-use link to a file the customer attached to a message (answers { url, expiresAt }). */
export interface OpsAttachmentLinkInput extends OpsTarget {
  attachmentId: string;
}

/** orders/ and payments/ are server-only (no rule lets support read them), so the console asks for them. */
export interface OpsPaymentView {
  orderId: string;
  paymentId: string | null;
  /** Rupees. */
  amountInr: number;
  status: 'created' | 'paid';
  createdAt: number;
  paidAt: number | null;
  /** How the payment was proved: the Checkout signature, or a signed webhook. */
  verifiedBy: 'checkout' | 'webhook' | null;
  verifiedAt: number | null;
}

export interface OpsPaymentsResult {
  /** Every order made for the request, newest first. */
  payments: OpsPaymentView[];
}
