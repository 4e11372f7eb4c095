/**
 * "há 2 dias" / "2 days ago" and "em 3 dias" / "in 3 days" for deal dates. Pages print the calendar date
 * ("12 de nov."), never words relative to the day they were built: a page then reads the same whichever
 * build wrote it, so an incremental build may reuse it (src/lib/model/cache-keys.ts), and the browser says
 * the words as of the shopper's today from the `datetime` attribute. The words come from the dictionary
 * (`days`, carried by `<html data-days>`): making an `Intl.RelativeTimeFormat` blocks a phone's main
 * thread on its first use (BENCHMARKS.md, "Search page: main-thread work"), and Portuguese and English
 * need no plural rules for the few forms a day count takes.
 */
import { daysFrom } from '../content/days.ts';
import type { UIDictionary } from '../i18n/index.ts';
import { fill } from '../i18n/text.ts';
import { dayOfIso } from './format.ts';

/** The dictionary's words for days from today. */
export type DayWords = UIDictionary['days'];

/**
 * The calendar day of `now` where the shopper is (their time zone), as UTC midnight of that date, as
 * dayOfIso makes the page's dates. A Brazilian evening is already the next day in UTC: counted in UTC, a
 * deal posted that day read "ontem".
 */
export function localDay(now: Date): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** A day offset in words ("hoje", "ontem", "há 2 dias", "amanhã", "em 3 dias"). */
export function relativeDays(days: number, words: DayWords): string {
  if (days === 0) return words.today;
  if (days === -1) return words.yesterday;
  if (days === 1) return words.tomorrow;
  return fill(days < 0 ? words.ago : words.in, { n: Math.abs(days) });
}

/**
 * A deal is in its last hours, and its end is marked urgent, this long before it ends. Said in the browser
 * from the end moment the page carries (`data-ends-at`), never decided by the build: a page built two days
 * before would say it too late, and one built within them would keep saying it after the deal was re-dated.
 */
export const URGENT_HOURS = 48;

/** True from URGENT_HOURS before `endsAt` (ms) until it. */
export function isUrgent(endsAt: number, now: Date): boolean {
  const left = endsAt - now.getTime();
  return left > 0 && left <= URGENT_HOURS * 3_600_000;
}

/** The page's words for days (`<html data-days>`), or undefined on a page without them. */
function pageDayWords(): DayWords | undefined {
  const json = document.documentElement.dataset.days;
  return json ? (JSON.parse(json) as DayWords) : undefined;
}

/**
 * Re-writes every `<time data-relative datetime="YYYY-MM-DD">` under `root` in words, as of `now`'s day where
 * the shopper is, and marks the element around a deal's end (`<time data-ends-at>`, relative or not)
 * `data-urgent` in its last hours.
 */
export function refreshRelativeTimes(root: ParentNode, now = new Date()): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-ends-at]')) {
    time.parentElement?.toggleAttribute('data-urgent', isUrgent(Number(time.dataset.endsAt), now));
  }
  const times = root.querySelectorAll<HTMLTimeElement>('time[data-relative]');
  const words = times.length ? pageDayWords() : undefined;
  if (!words) return;
  const today = localDay(now);
  for (const time of times) {
    const day = dayOfIso(time.dateTime);
    if (!Number.isNaN(day.getTime())) time.textContent = relativeDays(daysFrom(today, day), words);
  }
}
