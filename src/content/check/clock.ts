/**
 * Is the machine's clock plausible? The build dates everything by it: a clock a year ahead published
 * every deal as ended, with content:check silent. Nothing here knows the true time, so it compares the
 * clock with what the catalog and the repository say: the newest day an editor wrote (a price check, a
 * publication) and the newest commit. A clock that would end, or not yet start, most deals at once, or
 * that lies before the newest commit, is named, with what to check.
 */
import { spawnSync } from 'node:child_process';
import { dealEndsAt, isExpired, storeDay } from '../expiry.ts';
import { daysFrom, isoDate } from '../days.ts';

/** The dates of one valid Portuguese deal file. */
export type DealDates = { publishedAt: Date; priceCheckedAt: Date; expiresAt: Date | undefined };

/** Above this share of deals ending (or not yet started) at once, the clock is suspect. */
export const CLOCK_SUSPECT_SHARE = 0.5;

/**
 * Days without a single price check or publication in the whole catalog after which the clock is suspect:
 * prices are re-checked weekly (PRICE_STALE_AFTER_DAYS), so two months of silence is far more often a
 * clock set ahead than a catalog left alone. Most deals have no end date, so this is what a clock a year
 * ahead trips in the sample catalog.
 */
export const CLOCK_SUSPECT_GAP_DAYS = 60;

/** Fewer deals than this ending at once is never suspect: in a small catalog two deals may well end together. */
const CLOCK_SUSPECT_MIN = 3;

const FIX = "check the machine's clock (date -u; in CI, the runner's) before publishing: the build dates every deal by it";

/** The committer date of the newest commit of the repository holding `root`; undefined outside git. */
export function newestCommit(root: string): { date: Date; hash: string } | undefined {
  const result = spawnSync('git', ['log', '-1', '--format=%cI %h'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) return undefined;
  const [when, hash] = result.stdout.trim().split(' ');
  const date = when ? new Date(when) : undefined;
  return date && !Number.isNaN(date.getTime()) && hash ? { date, hash } : undefined;
}

/** What is implausible about `now` for this catalog, as sentences for the editor; empty when nothing is. */
export function clockProblems(deals: readonly DealDates[], now: Date, commit?: { date: Date; hash: string }): string[] {
  const problems: string[] = [];
  const today = storeDay(now);
  const said = `this machine's clock says today is ${isoDate(today)}`;
  const newest = deals.reduce<Date | undefined>((max, d) => [d.publishedAt, d.priceCheckedAt].reduce((m, x) => (m && m >= x ? m : x), max), undefined);
  if (newest && newest < today) {
    // Live on the newest day an editor wrote, ended by the clock's today.
    const lastMoment = new Date(dealEndsAt(newest).getTime() - 1);
    const liveThen = deals.filter((d) => !isExpired(d.expiresAt, lastMoment));
    const endedNow = liveThen.filter((d) => isExpired(d.expiresAt, now));
    const gap = daysFrom(newest, today);
    const since = `${said}, ${gap} days after the newest date in the catalog (${isoDate(newest)}, its latest price check or publication)`;
    if (endedNow.length >= CLOCK_SUSPECT_MIN && endedNow.length > liveThen.length * CLOCK_SUSPECT_SHARE) {
      problems.push(`${since}: ${endedNow.length} of the ${liveThen.length} deals live that day would show as ended at once; if that is not what happened, ${FIX}`);
    } else if (gap > CLOCK_SUSPECT_GAP_DAYS && liveThen.length > 0) {
      problems.push(`${since}: no price was checked since, so every live deal would be published with a price ${gap} or more days old; if the catalog really was not updated since, update it; if it was, ${FIX}`);
    }
  }
  const notYet = deals.filter((d) => d.publishedAt > today || d.priceCheckedAt > today);
  if (notYet.length >= CLOCK_SUSPECT_MIN && notYet.length > deals.length * CLOCK_SUSPECT_SHARE) {
    problems.push(`${said}, before the publishedAt or priceCheckedAt of ${notYet.length} of the ${deals.length} deals (up to ${isoDate(newest!)}); ${FIX}`);
  }
  if (commit && storeDay(commit.date) > today) {
    problems.push(`${said}, before the newest commit (${commit.hash}, ${commit.date.toISOString()}); ${FIX}, or the clock of the machine that made the commit`);
  }
  return problems;
}
