// A conversion request (docs/product.md §3 "Request", docs/data-model.md `requests/{uid}/{requestId}`).

import {
  count,
  definedOnly,
  fieldsOf,
  oneOf,
  optionalHosts,
  optionalNumber,
  optionalText,
  text,
} from './record-fields.js';

/** The statuses the product knows; support may set others, which show as they are. */
export type RequestStatus =
  | 'Queued'
  | 'in_review'
  | 'update_needed'
  | 'accepted'
  | 'in_progress'
  | 'completed'
  | (string & {});

export type PaymentStatus = 'paid' | 'unpaid';

/**
 * What happened to a paid request's money after it was paid: noted by support (a refund is on its
 * way), then from Razorpay's signed refund and dispute webhooks: refunded in full or in part, disputed with the payer's
 * bank, then won (the payment stands) or lost (the bank took it back).
 */
const REFUND_STATUSES = ['noted', 'refunded', 'partially_refunded', 'disputed', 'dispute_won', 'dispute_lost'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The state every new request starts in (docs/product.md §4); the rules refuse any other. */
export const INITIAL_REQUEST_STATE = { status: 'Queued', progressPercent: 0, paymentStatus: 'unpaid' } as const;

/** `requests/{uid}/{requestId}` as stored. */
export interface RequestRecord {
  id: string;
  url: string;
  appName: string;
  email: string;
  /** The account's email, or the contact email when the account has none. */
  accountHolderEmail: string;
  phone?: string;
  description: string;
  extraInstructions: string;
  planId: string;
  planName: string;
  /** The plan's price in rupees; absent for the custom plan. */
  amountInr?: number;
  /** A PNG/JPEG data URL, or ''. */
  iconDataUrl: string;
  /** The app's extra hosts (contracts/extra-hosts.ts), normalised; absent when none. Written by createRequest only. */
  extraHosts?: string[];
  /**
   * false when the owner turned pull-to-refresh off; absent means on (requests from before the option, and every
   * request that left it on). Written by createRequest only.
   */
  pullToRefresh?: false;
  status: RequestStatus;
  progressPercent: number;
  paymentStatus: PaymentStatus;
  createdAt: number;
  createdAtISO: string;
  updatedAt: number;
  updatedAtISO: string;
  // Written by the server only, once a payment is verified.
  razorpayPaymentId?: string;
  razorpayOrderId?: string;
  /** Present when the Checkout signature was verified (a webhook-only payment has none). */
  razorpaySignature?: string;
  paidAt?: number;
  // Written by the support console and customer events (docs/data-model.md):
  /** When support quoted the custom plan; createOrder charges amountInr only once this is set. */
  quotedAt?: number;
  /** The newest customer-visible event (timeline entry): the console's queue sorts by it. */
  lastActivityAt?: number;
  /** The newest entry that is news for the customer (contracts/timeline.ts isNewsForCustomer): their unread marker. */
  lastSupportMessageAt?: number;
  /** The newest message from the customer: support's unread marker. */
  lastCustomerMessageAt?: number;
  /**
   * 'noted' when support noted a refund (opsNoteRefund; the money moves in the Razorpay dashboard), then what
   * Razorpay's signed refund and dispute webhooks say (payments/money-back.ts).
   */
  refundStatus?: RefundStatus;
  /** Rupees refunded so far (all refunds of the payment). */
  refundedAmountInr?: number;
  /** Rupees under dispute (the latest dispute's amount). */
  disputedAmountInr?: number;
  /** Play's app-signing certificate SHA-256 as the owner pasted it from Play Console, normalised (setPlaySigningCertificate). */
  playSigningSha256?: string;
  /** Publishing plans: the tracker's current step, and when our service account got access (the promise's start). */
  publishingStep?: string;
  publishingAccessGivenAt?: number;
}

/** The two fields an owner may edit while the request is unpaid. */
export type EditableRequestField = 'description' | 'extraInstructions';

/**
 * `requests/{uid}/{requestId}` as every reader gets it (the customer's list and dialog, the support console): null
 * for a value that is not a record; the required fields filled ('' / 0, status Queued, unpaid) where a record lacks
 * them; optional fields kept only with the right type, a refund status only when the product knows it.
 */
export function parseRequestRecord(raw: unknown, id: string): RequestRecord | null {
  const r = fieldsOf(raw);
  if (!r) return null;
  return {
    id: text(r.id) || id,
    url: text(r.url),
    appName: text(r.appName),
    email: text(r.email),
    accountHolderEmail: text(r.accountHolderEmail),
    description: text(r.description),
    extraInstructions: text(r.extraInstructions),
    planId: text(r.planId),
    planName: text(r.planName),
    iconDataUrl: text(r.iconDataUrl),
    status: text(r.status) || 'Queued',
    progressPercent: count(r.progressPercent),
    paymentStatus: r.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    createdAt: count(r.createdAt),
    createdAtISO: text(r.createdAtISO),
    updatedAt: count(r.updatedAt),
    updatedAtISO: text(r.updatedAtISO),
    ...definedOnly({
      phone: optionalText(r.phone),
      amountInr: optionalNumber(r.amountInr),
      razorpayPaymentId: optionalText(r.razorpayPaymentId),
      razorpayOrderId: optionalText(r.razorpayOrderId),
      razorpaySignature: optionalText(r.razorpaySignature),
      paidAt: optionalNumber(r.paidAt),
      quotedAt: optionalNumber(r.quotedAt),
      lastActivityAt: optionalNumber(r.lastActivityAt),
      lastSupportMessageAt: optionalNumber(r.lastSupportMessageAt),
      lastCustomerMessageAt: optionalNumber(r.lastCustomerMessageAt),
      refundStatus: oneOf(REFUND_STATUSES, r.refundStatus),
      refundedAmountInr: optionalNumber(r.refundedAmountInr),
      disputedAmountInr: optionalNumber(r.disputedAmountInr),
      playSigningSha256: optionalText(r.playSigningSha256),
      publishingStep: optionalText(r.publishingStep),
      publishingAccessGivenAt: optionalNumber(r.publishingAccessGivenAt),
      extraHosts: optionalHosts(r.extraHosts),
      // Only an explicit false turns it off: anything else is what an untouched build gets.
      pullToRefresh: r.pullToRefresh === false ? (false as const) : undefined,
    }),
  };
}

/** The owner's app options a request's files are built with, in the engine's words (AppConfig). */
export interface RequestAppOptions {
  extraHosts?: string[];
  pullToRefresh?: false;
}

/**
 * What every build of a request's app carries besides its address, name and icon: the extra hosts and the
 * pull-to-refresh choice, each only when it differs from an untouched build (no hosts, pull-to-refresh on), so a
 * request from before an option existed builds as it always did. One place for fulfilment and publishing.
 */
export function appOptionsOfRequest(request: Pick<RequestRecord, 'extraHosts' | 'pullToRefresh'>): RequestAppOptions {
  // RTDB may hand a stored array back as an object with numeric keys.
  const extraHosts = Object.values(request.extraHosts ?? {});
  return {
    ...(extraHosts.length ? { extraHosts } : {}),
    ...(request.pullToRefresh === false ? { pullToRefresh: false as const } : {}),
  };
}
