/**
 * The stores' day and when a deal ends, as one rule for the build (src/lib/catalog.ts), the browser-side
 * expiry of built pages and `content:check`. Free of Astro imports so the stand-alone checker can use it.
 */
import { HOURS_BEHIND_UTC } from '../config/site.ts';
import { findMerchant } from '../config/merchants.ts';
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

/**
 * Whole days from `now`'s day on the stores' clock to the deal's publishedAt day: positive while the deal
 * is scheduled (prepared ahead for a later day), 0 on its first day.
 */
export function daysToStart(publishedAt: Date, now: Date): number {
  return daysFrom(storeDay(now), publishedAt);
}

/**
 * True while a deal waits for its day: its publishedAt is after `now`'s day in Brasília. Such a deal is in
 * no output of the build (src/lib/catalog.ts leaves it out of the catalog), and appears with the first build
 * of its day: the nightly build runs at midnight there (docs/deploy.md).
 */
export function isScheduled(publishedAt: Date, now: Date): boolean {
  return daysToStart(publishedAt, now) > 0;
}

/** The fields of a deal its state on a day depends on. */
export interface DealDates {
  merchant: string;
  priceCheckedAt: Date;
  expiresAt?: Date | undefined;
  /** The store's day it stopped selling the deal (set and cleared by `npm run prices:check --write`). */
  unavailableSince?: Date | undefined;
}

/** How a deal stands at a moment: whether it has ended (and why), and whether its price is too old to show. */
export interface DealState {
  /** Why the deal is out of listings, search and the sitemap; undefined while it is live. */
  ended: 'expired' | 'unavailable' | undefined;
  /** The price was checked longer ago than its store's program allows (maxPriceAgeDays): shown as "see price at the store". */
  priceStale: boolean;
}

/**
 * The one decision of how a deal stands on a day (the build's, the checker's): ended by its expiresAt or
 * by the store no longer selling it (unavailableSince on or before that day), and whether its price is
 * past its store's maximum age. A function of the deal's fields and the moment only, so anything keyed on
 * a deal's state for a build day (cache keys, listings, content:check) agrees with the pages.
 */
export function dealState(deal: DealDates, now: Date): DealState {
  const today = storeDay(now);
  const ended = isExpired(deal.expiresAt, now)
    ? 'expired'
    : deal.unavailableSince !== undefined && daysFrom(deal.unavailableSince, today) >= 0
      ? 'unavailable'
      : undefined;
  const maxAge = findMerchant(deal.merchant)?.maxPriceAgeDays;
  const priceStale = maxAge !== undefined && daysFrom(deal.priceCheckedAt, today) > maxAge;
  return { ended, priceStale };
}
