/**
 * The stores' day and when a deal ends, as one rule for the build (src/lib/catalog.ts), the browser-side
 * expiry of built pages and `content:check`. Free of Astro imports so the stand-alone checker can use it.
 */
import { HOURS_BEHIND_UTC } from '../config/site.ts';
import { addDays, daysFrom } from './days.ts';

/** From UTC to the stores' clock (config/site.ts), on which an editor's dates are days. */
const BEHIND_UTC_MS = HOURS_BEHIND_UTC * 60 * 60 * 1000;

/**
 * The calendar day of `moment` on the stores' clock, as that date at UTC midnight (how editors' dates
 * are read): the day deals end on, and the build's "today" for the words it prints ("há 2 dias").
 */
export function storeDay(moment: Date): Date {
  const there = new Date(moment.getTime() - BEHIND_UTC_MS);
  return new Date(Date.UTC(there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate()));
}

/**
 * The moment a deal ends: expiresAt is a calendar day, and the deal lasts through it on the stores' clock
 * (its midnight in Brasília), for the build, the checker and the browser alike.
 */
export function dealEndsAt(expiresAt: Date): Date {
  return new Date(addDays(expiresAt, 1).getTime() + BEHIND_UTC_MS);
}

/** True once the deal's end has passed at `now`. */
export function isExpired(expiresAt: Date | undefined, now: Date): boolean {
  return expiresAt !== undefined && now.getTime() >= dealEndsAt(expiresAt).getTime();
}

/** `content:check` lists live deals whose last day is at most this many days away. */
export const ENDING_SOON_DAYS = 3;

/**
 * Whole days from `now`'s day on the stores' clock to the deal's last day: 0 when today is its last day,
 * negative once it ended (as dealEndsAt says, at the same moment).
 */
export function daysLeft(expiresAt: Date, now: Date): number {
  return daysFrom(storeDay(now), expiresAt);
}
