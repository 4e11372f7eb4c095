/**
 * The price history as the site showed it before the published-prices record: read from the catalog's
 * git first-parent history, dated by commits. Used once, to seed the record of a site that was deployed
 * on every push (`npm run prices:record -- --seed-from-git`, docs/deploy.md); the build never reads git.
 * Each commit's version of each changed file is read with the same YAML reader and price schema as
 * content:check, from its front matter only (price-log.ts reads at most MAX_FRONT_MATTER_BYTES of a file).
 */
import { z } from 'zod';
import { FrontMatterError, readFrontMatter } from '../../src/content/frontmatter.ts';
import { numberSlips } from '../../src/content/number-slips.ts';
import { productSchema } from '../../src/content/schema.ts';
import { storeDay } from '../../src/content/expiry.ts';
import type { PriceHistory, PricePoint } from '../../src/lib/price-history.ts';
import { gitProblem, readLogAndTexts, type GitProblem, type LogCommit } from './price-log.ts';

export { IGNORE_TRAILER, type GitProblem } from './price-log.ts';

/** Why a committed price is not in the history. */
export type GitDropReason = 'future' | 'invalid' | 'same-day' | 'ignored';

/** A committed price left out of the history: product, commit, its date and the value as read. */
export type GitDroppedPrice = { id: string; commit: string; date: Date; value: string; reason: GitDropReason };

/** Everything one reading found: the history, what was left out, and why nothing could be read. */
export type GitPriceHistoryReading = { history: PriceHistory; dropped: GitDroppedPrice[]; commits: number; problem?: GitProblem };

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
 * text's price. A price counts once it was still in effect at the end of the stores' day it was committed,
 * or is the price today. Prices dated after `now`, invalid ones and those of commits marked
 * `Price-History: ignore` are left out. Renames carry a series to the new id; deletions drop it.
 */
export function livePrices(
  commits: readonly LogCommit[],
  priceOf: (blob: string) => { price: number } | { value: string },
  now: Date,
): Omit<GitPriceHistoryReading, 'problem'> {
  const series = new Map<string, Dated[]>();
  const dropped: GitDroppedPrice[] = [];
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
      const drop = (reason: GitDropReason, value: string) => dropped.push({ id: change.id, commit: commit.hash, date: commit.date, value, reason });
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

function add(series: Map<string, Dated[]>, id: string, point: Dated, dropped: GitDroppedPrice[]): void {
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
 * The price history of every product file in `dir` (a folder of `{id}.md`), from git, as of `now`.
 * Empty, with the reason, when `dir` is not in a full git clone git agrees to read.
 */
export async function readGitPriceHistory(dir: string, now: Date = new Date()): Promise<GitPriceHistoryReading> {
  const problem = await gitProblem(dir);
  const empty = { history: new Map(), dropped: [], commits: 0 };
  if (problem) return { ...empty, problem };
  const prices = new Map<string, { price: number } | { value: string }>();
  const commits = await readLogAndTexts(dir, (blob, text) =>
    prices.set(blob, text === undefined ? { value: '(unreadable in git, or front matter over 64 KB)' } : committedPrice(text)),
  );
  if (!commits) return { ...empty, problem: { kind: 'failed', detail: 'git log failed' } };
  const priceOf = (blob: string) => prices.get(blob) ?? { value: '(unreadable in git)' };
  return livePrices(commits, priceOf, now);
}
