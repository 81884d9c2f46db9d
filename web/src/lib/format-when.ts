const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const timeOfDay = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' });

/** A moment as customers read it: "21 Sept 2026, 05:56 pm". */
export function formatWhen(ms: number): string {
  return dateTime.format(new Date(ms));
}

/** The time of day only ("05:56 pm"), for moments minutes away such as a link's expiry. */
export function formatTimeOfDay(ms: number): string {
  return timeOfDay.format(new Date(ms));
}
