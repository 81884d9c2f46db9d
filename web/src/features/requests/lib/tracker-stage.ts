import type { AppRequest } from '@/types/api';

export const trackerSteps = ['Submitted', 'Payment Done', 'In Review', 'Accepted', 'Ready'] as const;
export type TrackerStage = 1 | 2 | 3 | 4 | 5;

/**
 * Spec §4: stage 1 by default; 3 when paid or in_review; 4 for update_needed, accepted or
 * in_progress; 5 when completed. The later stage wins when several rules match.
 */
export function trackerStage(request: Pick<AppRequest, 'status' | 'paymentStatus'>): TrackerStage {
  const status = request.status;
  if (status === 'completed') return 5;
  if (status === 'update_needed' || status === 'accepted' || status === 'in_progress') return 4;
  if (request.paymentStatus === 'paid' || status === 'in_review') return 3;
  return 1;
}
