/** The length of a day, for date arithmetic on the calendar days editors write (dates are UTC days). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` moved by `days` whole days (negative for earlier). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
