/**
 * "há 2 dias" / "2 days ago" and "em 3 dias" / "in 3 days" for deal dates. The build prints them and
 * the browser refreshes them (pages are static and may be days old), from the `datetime` attribute,
 * so the browser needs no dictionary: only the relative part is ever re-written.
 */
import { daysFrom } from '../content/days.ts';
import { dayOfIso } from './format.ts';

/** One formatter per language, made once: making one costs far more than using it. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * The calendar day of `now` where the shopper is (their time zone), as UTC midnight of that date, as
 * dayOfIso makes the page's dates. A Brazilian evening is already the next day in UTC: counted in UTC, a
 * deal posted that day read "ontem", and the page re-said its dates after 21:00 as if built the day before.
 */
export function localDay(now: Date): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** A day offset in words in a language tag ("hoje", "ontem", "há 2 dias", "amanhã", "em 3 dias"). */
export function relativeDays(days: number, languageTag: string): string {
  let format = relativeFormats.get(languageTag);
  if (!format) relativeFormats.set(languageTag, (format = new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' })));
  return format.format(days, 'day');
}

/** The day the page was built (`<html data-built>`), whose words the build printed; undefined when not said. */
function builtOn(): Date | undefined {
  const built = document.documentElement.dataset.built;
  return built ? dayOfIso(built) : undefined;
}

/**
 * Re-writes every `<time data-relative datetime="YYYY-MM-DD">` under `root` as of `now`'s day where the
 * shopper is. On the day the page was built the printed words are already right, so nothing is re-written and the browser's
 * relative-time data is never loaded: its first use blocks a phone's main thread (BENCHMARKS.md,
 * "Search page: main-thread work").
 */
export function refreshRelativeTimes(root: ParentNode, now = new Date()): void {
  const today = localDay(now);
  const built = builtOn();
  if (built && daysFrom(today, built) === 0) return;
  const languageTag = document.documentElement.lang;
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-relative]')) {
    const day = dayOfIso(time.dateTime);
    if (!Number.isNaN(day.getTime())) time.textContent = relativeDays(daysFrom(today, day), languageTag);
  }
}
