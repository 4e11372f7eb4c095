/**
 * Price history: the prices shoppers could see, read from the catalog's published-prices record
 * (src/content/published-prices.ts), which each deploy appends to with what it published. A price is in
 * the history, the 90-day low and the drop feed only if a deploy published it, dated when it was
 * published; git is never read, so no commit, merge, rebase or backdated date can add or move a point.
 *
 * No history is ever invented: a catalog without a record (never deployed, a generated catalog) yields
 * none, and the build says so. What is left out, and why, is returned so the build can print it.
 */
import { DAY_MS } from '../content/days.ts';
import { storeDay } from '../content/expiry.ts';
import { HISTORY_WINDOW_DAYS, historySince, markKey, readRecord, type RecordProblem, type PublishedRecord } from '../content/published-prices.ts';

/** One price a deploy published, dated when it was published. */
export interface PricePoint {
  date: Date;
  price: number;
}

/** Price points per product id, oldest first. */
export type PriceHistory = Map<string, PricePoint[]>;

/** Why a recorded price is not in the history. */
export type DropReason = 'future' | 'out-of-order' | 'mistake';

/** A recorded price left out of the history: product, deploy (its label and moment) and the price. */
export type DroppedPrice = { id: string; deploy: string; date: Date; value: string; reason: DropReason };

/**
 * Everything one reading found: the history, what was left out, how many deploys were read, the record's
 * unreadable lines, and `missing` when the catalog has no record at all.
 */
export type PriceHistoryReading = { history: PriceHistory; dropped: DroppedPrice[]; deploys: number; problems: RecordProblem[]; missing?: boolean };

/** Window of the "lowest price" signal and of the chart, in days. */
export const LOW_WINDOW_DAYS = HISTORY_WINDOW_DAYS;

/** A deal whose price fell within this many days is a "price drop". */
export const DROP_WINDOW_DAYS = 7;

/**
 * The history a record holds as of `now`: each deal's published prices in record order, a point only
 * where the price changed. Deploys out of order or after `now`, and prices an operator marked as a
 * mistake, are left out; a deal no longer published loses its series (as its page did).
 */
export function historyFromRecord(record: PublishedRecord, now: Date): Omit<PriceHistoryReading, 'problems' | 'missing'> {
  const history: PriceHistory = new Map();
  const dropped: DroppedPrice[] = [];
  const add = (id: string, date: Date, price: number) => {
    const points = history.get(id) ?? [];
    if (points.at(-1)?.price !== price) points.push({ date, price });
    history.set(id, points);
  };
  for (const { id, at, price } of record.snapshot) if (at.getTime() <= now.getTime() && !record.marks.has(markKey(id, at))) add(id, at, price);
  for (const { deploy, id, price } of record.entries) {
    const drop = (reason: DropReason) => dropped.push({ id, deploy: deploy.label, date: deploy.at, value: price === null ? '-' : String(price), reason });
    if (!deploy.accepted) drop('out-of-order');
    else if (deploy.at.getTime() > now.getTime()) drop('future');
    else if (record.marks.has(markKey(id, deploy.at))) drop('mistake');
    else if (price === null) history.delete(id);
    else add(id, deploy.at, price);
  }
  const deploys = record.deploys.filter((d) => d.accepted && d.at.getTime() <= now.getTime()).length;
  return { history, dropped, deploys };
}

/**
 * The price history of the record folder `dir` (publishedPricesDir of the catalog root) as of `now`: the
 * files from historySince(now) on, so every point of the window, the price in effect when it opened and
 * the one before the last (the drop's "from").
 */
export function readPriceHistory(dir: string, now: Date = new Date()): PriceHistoryReading {
  const record = readRecord(dir, historySince(now));
  if (!record) return { history: new Map(), dropped: [], deploys: 0, problems: [], missing: true };
  return { ...historyFromRecord(record, now), problems: record.problems };
}

/**
 * The points a product page renders from the history, as plain values to hash: every published
 * (date, price) of `id` up to `now`, dates as ISO strings. Empty when the deal has none.
 */
export function publishedPricePoints(history: PriceHistory, id: string, now: Date): [string, number][] {
  return (history.get(id) ?? []).filter((p) => p.date.getTime() <= now.getTime()).map((p) => [p.date.toISOString(), p.price]);
}

/** What the history says about today's price. */
export interface PriceSummary {
  /** The points charted: published prices, then today's price when this build's differs (it is publishing it now). */
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
 * on record (a new product, a catalog never deployed): nothing is shown rather than something made up.
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
