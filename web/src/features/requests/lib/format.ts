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

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const timeOnly = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' });

const valid = (ms: number) => Number.isFinite(ms) && ms > 0;

export function formatDateTime(ms: number): string {
  return valid(ms) ? dateTime.format(new Date(ms)) : '—';
}

/** Date and time apart, for narrow table cells. */
export function formatDateParts(ms: number): { date: string; time: string } {
  return valid(ms)
    ? { date: dateOnly.format(new Date(ms)), time: timeOnly.format(new Date(ms)) }
    : { date: '—', time: '' };
}
