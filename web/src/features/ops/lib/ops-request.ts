import type { RequestRecord } from '@contracts/requests';

/** A request as the console shows it: the stored record, its owner's uid, gaps filled. */
export interface OpsRequest extends Omit<RequestRecord, 'amountInr' | 'phone'> {
  uid: string;
  amountInr: number | null;
  phone: string;
  /** The newest customer-visible event, or the last update: what "newest activity first" sorts by. */
  activityAt: number;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function toOpsRequest(uid: string, id: string, raw: unknown): OpsRequest | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const updatedAt = num(r.updatedAt);
  const lastActivityAt = num(r.lastActivityAt);
  return {
    uid,
    id: str(r.id) || id,
    url: str(r.url),
    appName: str(r.appName),
    email: str(r.email),
    accountHolderEmail: str(r.accountHolderEmail),
    phone: str(r.phone),
    description: str(r.description),
    extraInstructions: str(r.extraInstructions),
    planId: str(r.planId),
    planName: str(r.planName),
    amountInr: typeof r.amountInr === 'number' ? r.amountInr : null,
    iconDataUrl: str(r.iconDataUrl),
    status: str(r.status) || 'Queued',
    progressPercent: num(r.progressPercent),
    paymentStatus: r.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    createdAt: num(r.createdAt),
    createdAtISO: str(r.createdAtISO),
    updatedAt,
    updatedAtISO: str(r.updatedAtISO),
    activityAt: Math.max(updatedAt, lastActivityAt, num(r.createdAt)),
    ...(typeof r.razorpayPaymentId === 'string' ? { razorpayPaymentId: r.razorpayPaymentId } : {}),
    ...(typeof r.razorpayOrderId === 'string' ? { razorpayOrderId: r.razorpayOrderId } : {}),
    ...(typeof r.razorpaySignature === 'string' ? { razorpaySignature: r.razorpaySignature } : {}),
    ...(typeof r.paidAt === 'number' ? { paidAt: r.paidAt } : {}),
    ...(typeof r.quotedAt === 'number' ? { quotedAt: r.quotedAt } : {}),
    ...(typeof r.lastActivityAt === 'number' ? { lastActivityAt: r.lastActivityAt } : {}),
    ...(r.refundStatus === 'noted' ? { refundStatus: 'noted' as const } : {}),
    ...(typeof r.publishingStep === 'string' ? { publishingStep: r.publishingStep } : {}),
    ...(typeof r.publishingAccessGivenAt === 'number' ? { publishingAccessGivenAt: r.publishingAccessGivenAt } : {}),
  };
}

/** The whole `requests` tree (support reads it) as one list, newest activity first. */
export function toOpsRequests(tree: unknown): OpsRequest[] {
  if (!tree || typeof tree !== 'object') return [];
  const list: OpsRequest[] = [];
  for (const [uid, requests] of Object.entries(tree as Record<string, unknown>)) {
    if (!requests || typeof requests !== 'object') continue;
    for (const [id, raw] of Object.entries(requests as Record<string, unknown>)) {
      const request = toOpsRequest(uid, id, raw);
      if (request) list.push(request);
    }
  }
  return list.sort((a, b) => b.activityAt - a.activityAt || b.id.localeCompare(a.id));
}
