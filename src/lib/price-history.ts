/**
 * Price history read from the catalog's git history. Editors set every price by committing a product
 * file, so the log of the product folder is a complete record of prices over time. It is read in one
 * `git log -p` pass over the whole folder (never one process per product) and parsed as a stream.
 *
 * No history is ever invented: a folder outside git, a shallow clone (its oldest commit would look like
 * every product's first price) or a product added once and never repriced yields nothing to show.
 */
import { spawn } from 'node:child_process';

/** One price an editor committed, dated by the commit. */
export interface PricePoint {
  date: Date;
  price: number;
}

/** Price points per product id, oldest first. */
export type PriceHistory = Map<string, PricePoint[]>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Window of the "lowest price" signal and of the chart, in days. */
export const LOW_WINDOW_DAYS = 90;

/** A deal whose price fell within this many days is a "price drop". */
export const DROP_WINDOW_DAYS = 7;

/** Marks the start of a commit in the log; the committer timestamp follows. */
const COMMIT_MARK = '\u0001';

/** The `git log` arguments: oldest commit first, renames followed, only changed lines of each diff. */
export const GIT_LOG_ARGS = ['log', '--reverse', '-M', '-p', '-U0', '--no-color', '--no-ext-diff', '--relative', `--format=${COMMIT_MARK}%ct`, '--', '.'];

const idOf = (file: string) => (file.endsWith('.md') ? file.slice(file.lastIndexOf('/') + 1, -3) : undefined);
const PRICE_LINE = /^\+price:\s*["']?(\d+(?:\.\d+)?)["']?\s*$/;

/**
 * Parses `git log` output (GIT_LOG_ARGS) line by line. Renames carry the series to the new id;
 * deletions drop it (a deleted product has no page); a commit that repeats a price adds no point.
 */
export class PriceLogParser {
  readonly history: PriceHistory = new Map();
  private date = new Date(0);
  private file: string | undefined;
  private renamedFrom: string | undefined;
  private pricedInCommit = new Set<string>();

  line(text: string): void {
    if (text.startsWith(COMMIT_MARK)) {
      this.date = new Date(Number(text.slice(1)) * 1000);
      this.pricedInCommit.clear();
      this.file = undefined;
    } else if (text.startsWith('diff --git ')) {
      // "diff --git a/x.md b/y.md": the new name is the last path.
      this.file = idOf(text.slice(text.lastIndexOf(' b/') + 3));
    } else if (text.startsWith('rename from ')) {
      this.renamedFrom = idOf(text.slice(12));
    } else if (text.startsWith('rename to ')) {
      const to = idOf(text.slice(10));
      const series = this.renamedFrom === undefined ? undefined : this.history.get(this.renamedFrom);
      if (this.renamedFrom !== undefined) this.history.delete(this.renamedFrom);
      if (to !== undefined && series) this.history.set(to, series);
      this.renamedFrom = undefined;
    } else if (text.startsWith('deleted file mode')) {
      if (this.file !== undefined) this.history.delete(this.file);
      this.file = undefined;
    } else if (text.startsWith('+price:') && this.file !== undefined && !this.pricedInCommit.has(this.file)) {
      const match = PRICE_LINE.exec(text);
      if (!match) return;
      // Only the first "price:" of a file per commit: the front matter comes before the body.
      this.pricedInCommit.add(this.file);
      const price = Number(match[1]);
      const series = this.history.get(this.file) ?? [];
      if (series.at(-1)?.price !== price) series.push({ date: this.date, price });
      this.history.set(this.file, series);
    }
  }
}

/** Parses a whole `git log` text (tests, small catalogs). */
export function parsePriceLog(text: string): PriceHistory {
  const parser = new PriceLogParser();
  for (const line of text.split('\n')) parser.line(line);
  return parser.history;
}

function run(dir: string, args: string[], onLine?: (line: string) => void): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    // Split by hand rather than with readline: at 10,000 products the log is tens of MB of lines.
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (!onLine) return;
      const lines = out.split('\n');
      out = lines.pop()!;
      for (const line of lines) onLine(line);
    });
    child.on('error', () => resolve(undefined));
    child.on('close', (code) => {
      if (onLine && out) onLine(out);
      resolve(code === 0 ? out : undefined);
    });
  });
}

/**
 * The price history of every product file in `dir` (a folder of `{id}.md`), from git. Empty, never an
 * error, when `dir` is not in a git work tree, the clone is shallow or git is missing.
 */
export async function readPriceHistory(dir: string): Promise<PriceHistory> {
  const shallow = await run(dir, ['rev-parse', '--is-shallow-repository']);
  if (shallow?.trim() !== 'false') return new Map();
  const parser = new PriceLogParser();
  const done = await run(dir, GIT_LOG_ARGS, (line) => parser.line(line));
  return done === undefined ? new Map() : parser.history;
}

/** What the history says about today's price. */
export interface PriceSummary {
  /** The points charted: committed prices, then today's price when the build's differs (uncommitted). */
  points: PricePoint[];
  /** Lowest price in effect at any time in the last LOW_WINDOW_DAYS days. */
  low: number;
  /** When the price last changed. */
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
  if (!history?.length) return undefined;
  const points = history.at(-1)!.price === price ? [...history] : [...history, { date: now, price }];
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
    lastChange: last.date,
    lowestNow: price <= low && inWindow.some((p) => p.price > price),
    drop: dropped ? { from: previous.price, date: last.date } : undefined,
  };
}
