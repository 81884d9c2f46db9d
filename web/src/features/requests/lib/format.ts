import { formatTimeOfDay, formatWhen } from '@/lib/format-when';

export type StatusTone = 'neutral' | 'info' | 'warning' | 'primary' | 'success';

export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'in_review':
      return 'info';
    case 'update_needed':
      return 'warning';
    case 'accepted':
    case 'in_progress':
      return 'primary';
    case 'completed':
      return 'success';
    default:
      return 'neutral';
  }
}

const dateOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

const valid = (ms: number) => Number.isFinite(ms) && ms > 0;

/** A request's moment, as every other date of the app (lib/format-when.ts), or a dash when there is none. */
export function formatDateTime(ms: number): string {
  return valid(ms) ? formatWhen(ms) : '—';
}

/** Date and time apart, for narrow table cells. */
export function formatDateParts(ms: number): { date: string; time: string } {
  return valid(ms) ? { date: dateOnly.format(new Date(ms)), time: formatTimeOfDay(ms) } : { date: '—', time: '' };
}
