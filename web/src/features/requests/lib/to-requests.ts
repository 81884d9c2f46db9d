import type { RefundStatus } from '@contracts/requests';
import type { AppRequest } from '@/types/api';
import { REFUND_BADGES } from './refund-status';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function toAppRequest(id: string, raw: unknown): AppRequest | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const request: AppRequest = {
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
    updatedAt: num(r.updatedAt),
    updatedAtISO: str(r.updatedAtISO),
  };
  if (typeof r.razorpayPaymentId === 'string') request.razorpayPaymentId = r.razorpayPaymentId;
  if (typeof r.razorpayOrderId === 'string') request.razorpayOrderId = r.razorpayOrderId;
  if (typeof r.quotedAt === 'number') request.quotedAt = r.quotedAt;
  if (typeof r.lastSupportMessageAt === 'number') request.lastSupportMessageAt = r.lastSupportMessageAt;
  if (typeof r.refundStatus === 'string' && r.refundStatus in REFUND_BADGES)
    request.refundStatus = r.refundStatus as RefundStatus;
  if (typeof r.refundedAmountInr === 'number') request.refundedAmountInr = r.refundedAmountInr;
  if (typeof r.disputedAmountInr === 'number') request.disputedAmountInr = r.disputedAmountInr;
  if (typeof r.playSigningSha256 === 'string') request.playSigningSha256 = r.playSigningSha256;
  return request;
}

/** requests/{uid} as a list, newest first (docs/product.md §7: ordered on the client by createdAt descending). */
export function toRequestList(value: unknown): AppRequest[] {
  if (!value || typeof value !== 'object') return [];
  const list: AppRequest[] = [];
  for (const [id, raw] of Object.entries(value as Record<string, unknown>)) {
    const request = toAppRequest(id, raw);
    if (request) list.push(request);
  }
  return list.sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
}
