/** The length of a day, for date arithmetic on the calendar days editors write (dates are UTC days). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days (UTC) from `today` to `day`: negative in the past, 0 for the same day. */
export function daysFrom(today: Date, day: Date): number {
  const start = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.round((start(day) - start(today)) / DAY_MS);
}

/** `date` moved by `days` whole days (negative for earlier). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** ISO calendar date (YYYY-MM-DD) for `<time datetime>`, messages and machine-readable output. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
