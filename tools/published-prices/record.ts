/**
 * Writers of the published-prices record (src/content/published-prices.ts): a deploy's prices, read from
 * the site it published; a seed from the git history the site showed before the record; an operator's
 * mistake mark. Each appends; none rewrites a line.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEAL_SHARDS, type DealShard } from '../../src/lib/deal-data.ts';
import { readPriceHistory } from '../../src/lib/price-history.ts';
import {
  deployLines,
  lastPublished,
  markKey,
  readRecord,
  recordFileFor,
  recordPrice,
  recordStamp,
  RECORD_HEADER,
  type PublishedRecord,
} from '../../src/content/published-prices.ts';

/** The prices a built site publishes: its Portuguese deal shards (`/deals/{n}.json`, every deal, ended ones too). */
export function publishedFromDist(dist: string): Map<string, number> {
  const folder = path.join(dist, 'deals');
  const names = existsSync(folder) ? readdirSync(folder).filter((n) => /^\d+\.json$/.test(n)) : [];
  if (names.length !== DEAL_SHARDS) {
    throw new Error(`${folder}: found ${names.length} deal files, expected ${DEAL_SHARDS}: point --dist at the folder the deploy uploaded (a complete build)`);
  }
  const prices = new Map<string, number>();
  for (const name of names) {
    const shard = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as DealShard;
    for (const [id, deal] of Object.entries(shard.deals)) {
      if (typeof deal.price !== 'number' || !(deal.price > 0))
        throw new Error(`${path.join(folder, name)}: deal "${id}": price ${JSON.stringify(deal.price)} is not a price`);
      prices.set(id, deal.price);
    }
  }
  return prices;
}

/** How many of a deal's latest prices a month's snapshot carries: today's and the one before (a drop's "from"). */
const SNAPSHOT_POINTS = 2;

/**
 * Appends `lines` to the file of `at`'s month. A new month's file starts with the header and, after the
 * record's first month, a snapshot: each published deal's latest prices so far (marks applied), so a
 * build reads from there and never the months before (readRecord's `since`).
 */
function append(dir: string, at: Date, lines: readonly string[]): string {
  const file = recordFileFor(dir, at);
  let start = '';
  if (!existsSync(file)) {
    const { history } = readPriceHistory(dir, at);
    const snapshot = [...history.keys()].sort().flatMap((id) =>
      history
        .get(id)!
        .slice(-SNAPSHOT_POINTS)
        .map((p) => `=\t${id}\t${recordStamp(p.date)}\t${recordPrice(p.price)}`),
    );
    start = [RECORD_HEADER, ...snapshot, ''].join('\n');
  }
  mkdirSync(dir, { recursive: true });
  appendFileSync(file, `${start}${lines.join('\n')}\n`);
  return file;
}

function lastDeploy(record: PublishedRecord | undefined): Date | undefined {
  return record?.deploys.filter((d) => d.accepted).at(-1)?.at;
}

/**
 * Appends one deploy published at `at`: the prices in `published` that changed since the record's last
 * deploy, and a removal for each deal it no longer publishes. Returns the file and line count (0: nothing changed).
 */
export function recordDeploy(dir: string, at: Date, label: string, published: ReadonlyMap<string, number>): { file?: string; changes: number } {
  // The latest month's file (from its snapshot on) knows every deal's last published price.
  const record = readRecord(dir, at);
  const last = lastDeploy(record);
  if (last && at.getTime() < last.getTime()) {
    throw new Error(
      `${dir}: the record's last deploy is ${recordStamp(last)}, after ${recordStamp(at)}: the clock of this machine is behind; the record is only appended to, in time order`,
    );
  }
  const lines = deployLines(at, label, published, lastPublished(record));
  if (!lines.length) return { changes: 0 };
  return { file: append(dir, at, lines), changes: lines.length - 1 };
}

/**
 * Writes a first record from `history` (the price series the site showed before the record, each point
 * dated as it was then): one "seed" deploy per distinct moment. Refuses a folder that already holds a record.
 */
export function seedRecord(dir: string, history: ReadonlyMap<string, readonly { date: Date; price: number }[]>): { deploys: number; prices: number } {
  if (readRecord(dir)) throw new Error(`${dir}: already holds a record; a seed only starts one`);
  const byMoment = new Map<string, string[]>();
  for (const [id, points] of [...history].sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const { date, price } of points) {
      const stamp = recordStamp(date);
      byMoment.set(stamp, [...(byMoment.get(stamp) ?? []), `${id}\t${recordPrice(price)}`]);
    }
  }
  const moments = [...byMoment.keys()].sort();
  for (const stamp of moments) append(dir, new Date(stamp), [`@${stamp} seed`, ...byMoment.get(stamp)!]);
  return { deploys: moments.length, prices: [...byMoment.values()].reduce((n, lines) => n + lines.length, 0) };
}

/**
 * Marks the price deal `id` got at the deploy of `deployAt` as a mistake, so the history, the 90-day low
 * and the drop feed leave it out. Appended to the file of `now`'s month. Refuses a deploy that did not publish `id`.
 */
export function markMistake(dir: string, id: string, deployAt: Date, now: Date): string {
  const record = readRecord(dir);
  const entries = record?.entries.filter((e) => e.id === id && e.deploy.accepted) ?? [];
  if (!entries.some((e) => e.deploy.at.getTime() === deployAt.getTime())) {
    const known = entries.map((e) => `${recordStamp(e.deploy.at)} ${e.price ?? '-'}`).slice(-10);
    throw new Error(
      `${dir}: no deploy of ${recordStamp(deployAt)} published "${id}"; ${known.length ? `its recorded prices (latest 10): ${known.join(', ')}` : 'the record has no price of it'}`,
    );
  }
  if (record?.marks.has(markKey(id, deployAt))) return recordFileFor(dir, now);
  return append(dir, now, [`!\t${id}\t${recordStamp(deployAt)}`]);
}
