/**
 * Price history read from the catalog's git history: the prices shoppers could have seen. Editors set
 * every price by committing a product file; the deployed branch's first-parent history is what was
 * deployed, so only its commits count (a branch's drafts never do; a merge counts as its resolution).
 * Each commit's version of each changed file is read with the same YAML reader and price schema as
 * content:check, so any valid way of writing a price (`price: 1299.9 # comment`) yields its point.
 *
 * No history is ever invented: a folder outside git, a shallow clone (its oldest commit would look like
 * every product's first price) or a product added once and never repriced yields nothing to show. What is
 * left out, and why, is returned so the build can print it.
 */
import { z } from 'zod';
import { FrontMatterError, readFrontMatter } from '../content/frontmatter.ts';
import { numberSlips } from '../content/number-slips.ts';
import { productSchema } from '../content/schema.ts';
import { gitProblem, readLogAndTexts, type GitProblem, type LogCommit } from './price-log.ts';
import { DAY_MS } from '../content/days.ts';
import { storeDay } from '../content/expiry.ts';

export { IGNORE_TRAILER, type GitProblem } from './price-log.ts';

/** One price an editor committed, dated by the commit. */
export interface PricePoint {
  date: Date;
  price: number;
}

/** Price points per product id, oldest first. */
export type PriceHistory = Map<string, PricePoint[]>;

/** Why a committed price is not in the history. */
export type DropReason = 'future' | 'invalid' | 'same-day' | 'ignored';

/** A committed price left out of the history: product, commit, its date and the value as read. */
export type DroppedPrice = { id: string; commit: string; date: Date; value: string; reason: DropReason };

/** Everything one reading found: the history, what was left out, and why nothing could be read. */
export type PriceHistoryReading = { history: PriceHistory; dropped: DroppedPrice[]; commits: number; problem?: GitProblem };

/** Window of the "lowest price" signal and of the chart, in days. */
export const LOW_WINDOW_DAYS = 90;

/** A deal whose price fell within this many days is a "price drop". */
export const DROP_WINDOW_DAYS = 7;

const PRICE = productSchema(z.string()).shape.price;

/** The price a committed file sets, or the value as read and why it is not a price. */
export function committedPrice(text: string): { price: number } | { value: string } {
  let data: unknown;
  try {
    data = readFrontMatter(text);
  } catch (error) {
    if (error instanceof FrontMatterError) return { value: '(front matter unreadable)' };
    throw error;
  }
  const raw = data !== null && typeof data === 'object' ? (data as Record<string, unknown>).price : undefined;
  const slip = numberSlips(text).find((s) => s.field === 'price');
  if (slip) return { value: slip.written };
  const parsed = PRICE.safeParse(raw);
  return parsed.success ? { price: parsed.data } : { value: raw === undefined ? '(no price)' : JSON.stringify(raw) };
}

/** The stores' day of a moment (content/expiry.ts), as a number to compare. */
const dayOf = (date: Date) => storeDay(date).getTime();

type Dated = PricePoint & { commit: string };

/**
 * The prices that were live, from the commits of the deployed branch (oldest first) and each file
 * text's price. A price counts once it was still in effect at the end of the stores' day it was committed
 * (midnight in Brasília, when the nightly build runs), or is the price today: one replaced the same day was never live at a build. Prices
 * dated after `now`, invalid ones and those of commits marked `Price-History: ignore` are left out.
 * Renames carry a series to the new id; deletions drop it.
 */
export function livePrices(
  commits: readonly LogCommit[],
  priceOf: (blob: string) => { price: number } | { value: string },
  now: Date,
): Omit<PriceHistoryReading, 'problem'> {
  const series = new Map<string, Dated[]>();
  const dropped: DroppedPrice[] = [];
  for (const commit of commits) {
    for (const change of commit.changes) {
      if (change.from !== undefined) {
        const moved = series.get(change.from);
        series.delete(change.from);
        if (moved) series.set(change.id, moved);
      }
      if (change.blob === undefined) {
        series.delete(change.id);
        continue;
      }
      const read = priceOf(change.blob);
      const drop = (reason: DropReason, value: string) => dropped.push({ id: change.id, commit: commit.hash, date: commit.date, value, reason });
      if (commit.ignored) drop('ignored', 'price' in read ? String(read.price) : read.value);
      else if (commit.date.getTime() > now.getTime()) drop('future', 'price' in read ? String(read.price) : read.value);
      else if (!('price' in read)) drop('invalid', read.value);
      else add(series, change.id, { date: commit.date, price: read.price, commit: commit.hash }, dropped);
    }
  }
  const history: PriceHistory = new Map();
  for (const [id, points] of series)
    if (points.length)
      history.set(
        id,
        points.map(({ date, price }) => ({ date, price })),
      );
  return { history, dropped, commits: commits.length };
}

function add(series: Map<string, Dated[]>, id: string, point: Dated, dropped: DroppedPrice[]): void {
  const points = series.get(id) ?? [];
  series.set(id, points);
  const last = points.at(-1);
  if (last && last.price !== point.price && dayOf(last.date) === dayOf(point.date)) {
    points.pop();
    dropped.push({ id, commit: last.commit, date: last.date, value: String(last.price), reason: 'same-day' });
  }
  if (points.at(-1)?.price !== point.price) points.push(point);
}

/**
 * The price history of every product file in `dir` (a folder of `{id}.md`), from git, as of `now` (the
 * build's moment). Empty, with the reason, when `dir` is not in a full git clone git agrees to read.
 */
export async function readPriceHistory(dir: string, now: Date = new Date()): Promise<PriceHistoryReading> {
  const problem = await gitProblem(dir);
  const empty = { history: new Map(), dropped: [], commits: 0 };
  if (problem) return { ...empty, problem };
  const prices = new Map<string, { price: number } | { value: string }>();
  const commits = await readLogAndTexts(dir, (blob, text) => prices.set(blob, text === undefined ? { value: '(unreadable in git)' } : committedPrice(text)));
  if (!commits) return { ...empty, problem: { kind: 'failed', detail: 'git log failed' } };
  const priceOf = (blob: string) => prices.get(blob) ?? { value: '(unreadable in git)' };
  return livePrices(commits, priceOf, now);
}

/** What the history says about today's price. */
export interface PriceSummary {
  /** The points charted: committed prices, then today's price when the build's differs (uncommitted). */
  points: PricePoint[];
  /** Lowest price in effect at any time in the last LOW_WINDOW_DAYS days. */
  low: number;
  /** The stores' day (Brasília's, content/expiry.ts) the price last changed: a commit at 22:00 there is that day's. */
  lastChange: Date;
  /** Today's price is the lowest of the window and some price in it was higher. */
  lowestNow: boolean;
  /** The price fell within DROP_WINDOW_DAYS: from what, and when. */
  drop?: { from: number; date: Date };
}

/**
 * Summary of a product's history against today's `price`, or undefined when the price never changed
 * on record (a new product, a shallow clone): nothing is shown rather than something made up.
 */
export function priceSummary(history: readonly PricePoint[] | undefined, price: number, now: Date): PriceSummary | undefined {
  // A point after `now` never reaches a summary, whoever read the history.
  const past = history?.filter((p) => p.date.getTime() <= now.getTime());
  if (!past?.length) return undefined;
  const points = past.at(-1)!.price === price ? past : [...past, { date: now, price }];
  if (points.length < 2) return undefined;
  const start = now.getTime() - LOW_WINDOW_DAYS * DAY_MS;
  const firstInside = points.findIndex((p) => p.date.getTime() >= start);
  // The price in effect when the window opened counts too, so a window with no change still has a low.
  const inWindow = firstInside === -1 ? points.slice(-1) : points.slice(Math.max(0, firstInside - 1));
  const low = Math.min(...inWindow.map((p) => p.price));
  const last = points.at(-1)!;
  const previous = points.at(-2)!;
  const dropped = last.price < previous.price && now.getTime() - last.date.getTime() <= DROP_WINDOW_DAYS * DAY_MS;
  return {
    points,
    low,
    lastChange: storeDay(last.date),
    lowestNow: price <= low && inWindow.some((p) => p.price > price),
    drop: dropped ? { from: previous.price, date: last.date } : undefined,
  };
}
