import { formatDateParts, formatDateTime } from '../lib/format';

/** A date over its time, so narrow table cells and mobile cards never break "05:30 am" apart. */
export function DateCell({ ms }: { ms: number }) {
  const { date, time } = formatDateParts(ms);
  return (
    <time
      className="requests__date"
      dateTime={ms > 0 ? new Date(ms).toISOString() : undefined}
      title={formatDateTime(ms)}
    >
      <span className="requests__date-day">{date}</span>
      {time ? <span className="requests__date-time">{time}</span> : null}
    </time>
  );
}
