/** What the checker reports and how it is shown: one problem per file and field, with the fix. */
import path from 'node:path';
import type { SynonymExpansion } from './pages.ts';

/** One problem: `file` is relative to the working directory with forward slashes; `field` is a dotted path or '-'. */
export type Problem = { file: string; field: string; message: string };

/** A deal that ends soon or has ended: `daysLeft` 0 is its last day, negative once it ended (expiry.ts). */
export type Ending = { file: string; expiresAt: Date; daysLeft: number };

/** A deal prepared for a later day: out of every output until its publishedAt day (expiry.ts isScheduled). */
export type Scheduled = { file: string; publishedAt: Date; daysToStart: number };

/**
 * Everything found in one catalog. Errors fail the check; warnings do not; `endings` are deals an
 * editor may want to extend or remove, soonest first (see ENDING_SOON_DAYS).
 */
export type CatalogReport = {
  errors: Problem[];
  warnings: Problem[];
  endings: Ending[];
  /** Deals whose publishedAt is after today, soonest first: checked like any deal, published on that day. */
  scheduled: Scheduled[];
  productCount: number;
  /** Why the machine's clock looks wrong for this catalog (check/clock.ts); empty when it looks right. */
  clock: string[];
};

/**
 * Settings of one run. `now` is the moment taken as today (stale prices, expiry); the real clock by default.
 * `synonymExpansion` is the build's synonym matching (src/search/build/synonyms.ts): with it, deals whose
 * synonyms go over the build's budget are named.
 */
export type CatalogOptions = { now?: Date; synonymExpansion?: SynonymExpansion };

/** `path: field: message`, the line format editors and CI logs see. */
export function formatProblem(p: Problem): string {
  return `${p.file}: ${p.field}: ${p.message}`;
}

/** Path as shown in problems: relative to the working directory, forward slashes. */
export function displayPath(absolute: string): string {
  return path.relative(process.cwd(), absolute).split(path.sep).join('/') || '.';
}

/** Where checks put what they find. */
export type Sink = {
  error(file: string, field: string, message: string): void;
  warn(file: string, field: string, message: string): void;
  ending(file: string, expiresAt: Date, daysLeft: number): void;
  scheduled(file: string, publishedAt: Date, daysToStart: number): void;
};

/** A sink that collects into `report`. */
export function sinkFor(report: CatalogReport): Sink {
  return {
    error: (file, field, message) => report.errors.push({ file, field, message }),
    warn: (file, field, message) => report.warnings.push({ file, field, message }),
    ending: (file, expiresAt, daysLeft) => report.endings.push({ file, expiresAt, daysLeft }),
    scheduled: (file, publishedAt, daysToStart) => report.scheduled.push({ file, publishedAt, daysToStart }),
  };
}

// Files are checked in scan order (nested last); sort by file (stable) so each file's problems sit together.
export function sorted(report: CatalogReport): CatalogReport {
  const byFile = (a: { file: string }, b: { file: string }) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  const endings = report.endings.sort((a, b) => a.daysLeft - b.daysLeft || byFile(a, b));
  const scheduled = report.scheduled.sort((a, b) => a.daysToStart - b.daysToStart || byFile(a, b));
  return { ...report, errors: report.errors.sort(byFile), warnings: report.warnings.sort(byFile), endings, scheduled };
}
