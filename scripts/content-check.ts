/**
 * `npm run content:check [-- --verbose]`: validates the catalog at CONTENT_DIR (default content/) and
 * prints problems as `path: field: message`. Repeats of one kind are summarised (the first few files
 * and a count); `--verbose` lists every one. Then lists deals ending soon and deals scheduled for a later day. Exit 1 on any error, 0 when there are only warnings.
 * CONTENT_CHECK_TODAY=YYYY-MM-DD checks as of that day instead of today (stale prices, expiry), e.g. to
 * see which prices go stale before a release, or to make a check reproducible.
 */
import { parseArgs, styleText } from 'node:util';
import { buildNow } from '../src/config/clock.ts';
import { contentRoot } from '../src/content/paths.ts';
import { isRealIsoDate } from '../src/content/schema.ts';
import { groupProblems } from '../src/content/summary.ts';
import { ENDING_SOON_DAYS } from '../src/content/expiry.ts';
import { formatProblem, validateCatalog, type Ending, type Problem, type Scheduled } from '../src/content/validate.ts';
import { synonymExpansion } from '../src/search/build/synonyms.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const { values: flags } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });

function printGroup(title: string, marker: string, problems: readonly Problem[]): void {
  if (problems.length === 0) return;
  console.log(`${title} (${problems.length}):`);
  if (flags.verbose) {
    for (const problem of problems) console.log(`  ${marker} ${formatProblem(problem)}`);
  } else {
    for (const group of groupProblems(problems)) {
      for (const problem of group.examples) console.log(`  ${marker} ${formatProblem(problem)}`);
      const more = group.count - group.examples.length;
      if (more > 0) console.log(`  ${' '.repeat(7)} … and ${more} more like "${group.kind}" (--verbose lists them)`);
    }
  }
  console.log('');
}

/** Deals past their end are many in an old catalog: the most recent few unless --verbose. */
const ENDED_SHOWN = 10;

function when(ending: Ending): string {
  const day = ending.expiresAt.toISOString().slice(0, 10);
  if (ending.daysLeft === 0) return `${day} (its last day is today)`;
  if (ending.daysLeft > 0) return `${day} (last day in ${plural(ending.daysLeft, 'day')})`;
  return `${day} (ended ${plural(-ending.daysLeft, 'day')} ago)`;
}

function printEndings(endings: readonly Ending[]): void {
  const soon = endings.filter((e) => e.daysLeft >= 0);
  const ended = endings.filter((e) => e.daysLeft < 0).reverse();
  if (soon.length) {
    console.log(
      `Ending soon (${soon.length}): live deals whose expiresAt is at most ${ENDING_SOON_DAYS} days away; extend expiresAt if the store extended the deal:`,
    );
    for (const e of soon) console.log(`  ${e.file}: expiresAt: ${when(e)}`);
    console.log('');
  }
  if (ended.length) {
    console.log(
      `Ended (${ended.length}): shown as ended and left out of listings and search, their pages kept for shared links; keep the files (deleting one takes its page and price history off the site), or move expiresAt if the store extended the deal:`,
    );
    for (const e of flags.verbose ? ended : ended.slice(0, ENDED_SHOWN)) console.log(`  ${e.file}: expiresAt: ${when(e)}`);
    if (!flags.verbose && ended.length > ENDED_SHOWN) console.log(`  … and ${ended.length - ENDED_SHOWN} more (--verbose lists them)`);
    console.log('');
  }
}

/** Deals prepared ahead: each with the day it appears on the site (the first build of that day, in Brasília). */
function printScheduled(scheduled: readonly Scheduled[]): void {
  if (!scheduled.length) return;
  console.log(
    `Scheduled (${scheduled.length}): deals whose publishedAt is after today; they are on no page, feed, search or sitemap until the first build of that day (the nightly build, at midnight in Brasília); move publishedAt to publish sooner:`,
  );
  for (const s of scheduled) console.log(`  ${s.file}: publishedAt: ${s.publishedAt.toISOString().slice(0, 10)} (appears in ${plural(s.daysToStart, 'day')})`);
  console.log('');
}

function today(): Date | undefined {
  const text = process.env.CONTENT_CHECK_TODAY?.trim();
  if (!text) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !isRealIsoDate(text)) throw new Error(`CONTENT_CHECK_TODAY="${text}" is not a date written as YYYY-MM-DD`);
  return new Date(`${text}T12:00:00Z`);
}

async function main(): Promise<number> {
  const asOf = today();
  // BUILD_NOW (the build as of another moment) is a chosen day too: only the real clock is compared with the newest commit.
  const report = await validateCatalog(contentRoot(), { now: asOf ?? (process.env.BUILD_NOW ? buildNow() : undefined), synonymExpansion });
  // A day chosen with CONTENT_CHECK_TODAY is a what-if, not the clock; the real clock is the build's.
  if (report.clock.length && !asOf) {
    console.log(styleText(['bold', 'yellow'], 'Check the clock: the dates this machine gives look wrong for this catalog:'));
    for (const problem of report.clock) console.log(`  ${styleText('yellow', 'warning')} ${problem}`);
    console.log('');
  }
  printGroup('Errors', styleText('red', 'error  '), report.errors);
  printGroup('Warnings', styleText('yellow', 'warning'), report.warnings);
  printEndings(report.endings);
  printScheduled(report.scheduled);
  const summary = `content:check: ${plural(report.productCount, 'product')}, ${plural(report.errors.length, 'error')}, ${plural(report.warnings.length, 'warning')}`;
  console.log(report.errors.length ? styleText('red', summary) : summary);
  return report.errors.length ? 1 : 0;
}

// Content problems are reported above; reaching here means the checker itself could not run.
main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`content:check: could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
