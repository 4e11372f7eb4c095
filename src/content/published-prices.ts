/**
 * The published-prices record: what each deploy published, kept inside the catalog
 * (`published-prices/`, one file per month of publishing, `YYYY-MM.tsv`) so any clone carries it. Only
 * `npm run prices:record` writes it, after a deploy (docs/deploy.md); the price history reads nothing else,
 * so a price counts only once a deploy published it, dated when it was published, whatever git says.
 *
 * One entry a line, appended, never edited:
 *   # text                        a comment
 *   @2026-11-28T03:12:45Z label   a deploy published at that moment (label: the deployed commit, or "seed")
 *   id<TAB>1299.9                 that deploy published the deal at this price (a change since the one before)
 *   id<TAB>-                      that deploy no longer published the deal
 *   !<TAB>id<TAB>2026-11-20T03:00:00Z   an operator's mark: the price the deal got at that deploy was a mistake
 *   =<TAB>id<TAB>2026-10-02T03:00:00Z<TAB>1299.9   at the top of each month's file: a deal's last two published
 *                                 prices when the month began, so the build reads only the months its window needs
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DAY_MS } from './days.ts';

/** Folder of the record inside a catalog root. */
export function publishedPricesDir(root: string): string {
  return path.join(root, 'published-prices');
}

/**
 * Largest record file read. A month of daily deploys that each change every one of 10,000 deals is about
 * 14 MB (BENCHMARKS.md); a larger file is not read at all, and content:check refuses it naming this limit.
 */
export const MAX_RECORD_FILE_BYTES = 24 * 1024 * 1024;

/** Days of history a page shows (its chart and lowest price; LOW_WINDOW_DAYS in src/lib/price-history.ts). */
export const HISTORY_WINDOW_DAYS = 90;

/** The moment from which a build as of `now` reads the record (readRecord's `since`): its window's opening. */
export const historySince = (now: Date) => new Date(now.getTime() - HISTORY_WINDOW_DAYS * DAY_MS);

/** A record file's name: the month (UTC) of the deploys it holds. */
export const RECORD_FILE = /^(\d{4})-(\d{2})\.tsv$/;

const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;
const PRICE = /^\d{1,9}(?:\.\d{1,2})?$/;
const ID = /^[a-z0-9][a-z0-9-]*$/;

/** A moment as the record writes it: ISO 8601, UTC, whole seconds. */
export function recordStamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A price as the record writes it (the shortest decimal: 1299.9). */
export function recordPrice(price: number): string {
  return String(Math.round(price * 100) / 100);
}

/** One deploy of the record, in file order; `accepted` is false when it is out of order (see readRecord). */
export type RecordDeploy = { at: Date; label: string; file: string; line: number; accepted: boolean };

/** A deal's price as one deploy published it; `price` null: no longer published. */
export type RecordEntry = { deploy: RecordDeploy; id: string; price: number | null; line: number };

/** A line that cannot be read, with its place and the fix. */
export type RecordProblem = { file: string; line?: number; message: string };

/** A price a deal had when the first file read began (from that file's `=` lines), dated by the deploy that published it. */
export type SnapshotPoint = { id: string; at: Date; price: number };

/**
 * Everything the files read say. `files` is how many were read; `snapshot` is the state the first of them
 * starts from (empty when it is the record's first file); `marks` are markKey()s of mistaken prices.
 */
export type PublishedRecord = {
  files: number;
  snapshot: SnapshotPoint[];
  deploys: RecordDeploy[];
  entries: RecordEntry[];
  marks: Set<string>;
  problems: RecordProblem[];
};

/** Key of a mistake mark: the deal and the deploy moment. */
export const markKey = (id: string, at: Date) => `${id} ${at.getTime()}`;

/** The record files in `dir`, oldest month first; undefined when there is no record folder. */
export function recordFiles(dir: string): string[] | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  return names.filter((n) => !n.startsWith('.')).sort();
}

/**
 * Reads the record in `dir`, undefined when it has none; with `since`, only from the file of the month
 * `since` falls in (or the latest one before it), starting from its snapshot, so a build reads a few
 * months whatever the record's age. Deploys must follow one another in time and sit in their month's
 * file: the record is appended to, so a deploy dated before the one above it (or filed under another
 * month) was written by hand and is not accepted, whatever its date says.
 */
export function readRecord(dir: string, since?: Date): PublishedRecord | undefined {
  const all = recordFiles(dir);
  if (!all?.length) return undefined;
  const from = since ? `${since.toISOString().slice(0, 7)}.tsv` : '';
  const start = Math.max(0, all.findLastIndex((n) => RECORD_FILE.test(n) && n <= from));
  const names = all.slice(start);
  const record: PublishedRecord = { files: 0, snapshot: [], deploys: [], entries: [], marks: new Set(), problems: [] };
  let last = -Infinity;
  let useSnapshot = true;
  for (const name of names) {
    const file = path.join(dir, name);
    const month = RECORD_FILE.exec(name);
    if (!month) {
      record.problems.push({ file, message: 'is not a record file (YYYY-MM.tsv, written by npm run prices:record), so it is not read: move it out of this folder' });
      continue;
    }
    const size = statSync(file).size;
    if (size > MAX_RECORD_FILE_BYTES) {
      record.problems.push({ file, message: `is ${(size / 2 ** 20).toFixed(1)} MB, over the ${MAX_RECORD_FILE_BYTES / 2 ** 20} MB a record file may hold (MAX_RECORD_FILE_BYTES), so none of its prices is read` });
      continue;
    }
    record.files++;
    // The first file read starts from its snapshot, which stands for the files before it (the record's first has none).
    if (record.files > 1) useSnapshot = false;
    let deploy: RecordDeploy | undefined;
    const lines = readFileSync(file, 'utf8').split('\n');
    for (const [index, raw] of lines.entries()) {
      const line = index + 1;
      // A checkout with Windows line endings (core.autocrlf) reads the same.
      const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      const problem = (message: string) => record.problems.push({ file, line, message });
      if (text === '' || text.startsWith('#')) continue;
      if (text.startsWith('@')) {
        const [stamp = '', label = ''] = text.slice(1).split(' ');
        if (!STAMP.test(stamp) || Number.isNaN(Date.parse(stamp))) {
          problem(`"${text.slice(0, 40)}" is not a deploy line (@YYYY-MM-DDTHH:MM:SSZ label); its prices are not read`);
          deploy = undefined;
          continue;
        }
        const at = new Date(stamp);
        const inMonth = stamp.startsWith(`${month[1]}-${month[2]}-`);
        const accepted = inMonth && at.getTime() >= last;
        if (!inMonth) problem(`the deploy of ${stamp} is filed under ${name}, not its own month's file; its prices are left out`);
        else if (!accepted) problem(`the deploy of ${stamp} is dated before the deploy above it; the record is only appended to, so its prices are left out`);
        if (accepted) last = at.getTime();
        deploy = { at, label, file, line, accepted };
        record.deploys.push(deploy);
        continue;
      }
      const fields = text.split('\t');
      if (fields[0] === '=') {
        const [, id = '', stamp = '', price = '', ...rest] = fields;
        if (!ID.test(id) || !STAMP.test(stamp) || !PRICE.test(price) || rest.length) problem(`"${text.slice(0, 40)}" is not a snapshot line (=<TAB>id<TAB>moment<TAB>price)`);
        else if (useSnapshot) record.snapshot.push({ id, at: new Date(stamp), price: Number(price) });
        continue;
      }
      if (fields[0] === '!') {
        const [, id = '', stamp = ''] = fields;
        if (ID.test(id) && STAMP.test(stamp)) record.marks.add(markKey(id, new Date(stamp)));
        else problem(`"${text.slice(0, 40)}" is not a mistake mark (!<TAB>id<TAB>deploy moment)`);
        continue;
      }
      const [id = '', price = '', ...rest] = fields;
      if (!ID.test(id) || rest.length || (price !== '-' && !PRICE.test(price))) {
        problem(`"${text.slice(0, 40)}" is not a price line (id<TAB>price, or id<TAB>- when the deal left the site)`);
        continue;
      }
      if (!deploy) {
        problem(`the price line "${text.slice(0, 40)}" has no valid deploy line above it, so it is not read`);
        continue;
      }
      record.entries.push({ deploy, id, price: price === '-' ? null : Number(price), line });
    }
  }
  return record;
}

/** The latest price each deal was published at by an accepted deploy (null: it left the site). */
export function lastPublished(record: PublishedRecord | undefined): Map<string, number | null> {
  const state = new Map<string, number | null>();
  for (const point of record?.snapshot ?? []) state.set(point.id, point.price);
  for (const entry of record?.entries ?? []) if (entry.deploy.accepted) state.set(entry.id, entry.price);
  return state;
}

/** The lines one deploy appends: its prices that differ from `before`, and a removal for each deal it no longer publishes. */
export function deployLines(at: Date, label: string, published: ReadonlyMap<string, number>, before: ReadonlyMap<string, number | null>): string[] {
  const lines: string[] = [];
  for (const id of [...published.keys()].sort()) {
    const price = published.get(id)!;
    if (before.get(id) !== Number(recordPrice(price))) lines.push(`${id}\t${recordPrice(price)}`);
  }
  for (const [id, price] of before) if (price !== null && !published.has(id)) lines.push(`${id}\t-`);
  return lines.length ? [`@${recordStamp(at)} ${label.replace(/\s+/g, '-') || 'deploy'}`, ...lines] : [];
}

/** The file a deploy at `at` is appended to. */
export function recordFileFor(dir: string, at: Date): string {
  return path.join(dir, `${at.toISOString().slice(0, 7)}.tsv`);
}

/** First line of every record file. */
export const RECORD_HEADER = '# Published prices: what each deploy of the site published (docs/deploy.md). Appended by npm run prices:record; never edit a line.';
