/** content:check of the published-prices record, and of each deal's price against the prices the site published. */
import { historySince, markKey, publishedPricesDir, readRecord, type PublishedRecord } from '../published-prices.ts';
import { displayPath, type Sink } from './report.ts';

/** Errors for what a build as of `now` would leave out of the record (each with its file, line and why); the record read. */
export function checkPublishedPrices(root: string, now: Date, sink: Sink): PublishedRecord | undefined {
  const record = readRecord(publishedPricesDir(root), historySince(now));
  for (const problem of record?.problems ?? []) sink.error(displayPath(problem.file), problem.line ? `line ${problem.line}` : '-', problem.message);
  return record;
}

/**
 * How many times above or below every price the site published for a deal (in the record's window) a new
 * price must be to be taken for a typo: a lost or extra digit, or a dot typed where the cents were
 * (1299.90 read as 129990) is at least ten times off, and real price changes almost never are.
 */
export const PRICE_JUMP_FACTOR = 10;

/** A valid deal's price as its file states it. */
export type DealPrice = { shown: string; id: string; price: number; confirmedPrice: number | undefined };

/** An error for each deal whose price is PRICE_JUMP_FACTOR times off all its published prices, unless confirmedPrice repeats it. */
export function checkPriceJumps(deals: readonly DealPrice[], record: PublishedRecord | undefined, sink: Sink): void {
  if (!record) return;
  const published = new Map<string, number[]>();
  const add = (id: string, price: number | null) => {
    if (price !== null && price > 0) published.set(id, [...(published.get(id) ?? []), price]);
  };
  for (const point of record.snapshot) add(point.id, point.price);
  // A price marked as a mistake (npm run prices:record -- --mistake) is no reference.
  for (const entry of record.entries) if (entry.deploy.accepted && !record.marks.has(markKey(entry.id, entry.deploy.at))) add(entry.id, entry.price);
  for (const deal of deals) {
    const prices = published.get(deal.id);
    if (!prices || deal.price <= 0 || deal.confirmedPrice === deal.price) continue;
    const highest = Math.max(...prices);
    const lowest = Math.min(...prices);
    const above = deal.price >= highest * PRICE_JUMP_FACTOR;
    if (!above && deal.price * PRICE_JUMP_FACTOR > lowest) continue;
    const times = above ? Math.round(deal.price / highest) : Math.round(lowest / deal.price);
    const range = lowest === highest ? `${lowest}` : `${lowest} to ${highest}`;
    sink.error(
      deal.shown,
      'price',
      `is ${deal.price}, ${times} times ${above ? 'above' : 'below'} the price${lowest === highest ? '' : 's'} the site published for this deal (${range}): check for a missing or extra digit, or a dot typed for the cents' comma; if the price is right, confirm it by adding confirmedPrice: ${deal.price}`,
    );
  }
}
