/**
 * When a deal ends, as one rule for the build (src/lib/catalog.ts), the browser-side expiry of built
 * pages and `content:check`. Free of Astro imports so the stand-alone checker can use it.
 */
import { DAY_MS, addDays } from './days.ts';

/** The moment a deal ends: expiresAt is a calendar day, and the deal lasts through it. */
export function dealEndsAt(expiresAt: Date): Date {
  return addDays(expiresAt, 1);
}

/** True once the deal's end has passed at `now`. */
export function isExpired(expiresAt: Date | undefined, now: Date): boolean {
  return expiresAt !== undefined && now.getTime() >= dealEndsAt(expiresAt).getTime();
}

/** `content:check` lists live deals whose last day is at most this many days away. */
export const ENDING_SOON_DAYS = 3;

/** Whole days from `now`'s (UTC) day to the deal's last day: 0 when today is its last day, negative once it ended. */
export function daysLeft(expiresAt: Date, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const last = Date.UTC(expiresAt.getUTCFullYear(), expiresAt.getUTCMonth(), expiresAt.getUTCDate());
  return Math.round((last - today) / DAY_MS);
}
