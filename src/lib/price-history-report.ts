/** The build log's account of price history: how many products have one, what was left out and why. */
import path from 'node:path';
import { IGNORE_TRAILER, readPriceHistory, type DropReason, type PriceHistoryReading } from './price-history.ts';

/** Lines for the build log; `warnings` are what an operator must act on (history that could not be read). */
export type HistoryLog = { info: string[]; warnings: string[] };

const REASONS: Record<DropReason, string> = {
  future: 'dated after this build',
  invalid: 'not a valid price',
  'same-day': 'replaced the same day (never live at a build)',
  ignored: `in a commit marked "${IGNORE_TRAILER}: ignore"`,
};

const EXAMPLES = 3;

/** Describes a reading of the history of the folder `shown`. */
export function describeReading(reading: PriceHistoryReading, shown: string): HistoryLog {
  const { problem } = reading;
  if (problem?.kind === 'not-a-repository') return { info: [`price history: none (${shown} is not in a git repository)`], warnings: [] };
  if (problem) return { info: [], warnings: [`price history: NOT READ, so no product shows one: ${problemText(problem.kind, shown)} (${problem.detail})`] };
  if (reading.commits === 0) return { info: [`price history: none (no commit of ${shown} on the checked-out branch)`], warnings: [] };
  const changed = [...reading.history.values()].filter((points) => points.length > 1).length;
  const info = [
    `price history: ${changed} ${changed === 1 ? 'product has' : 'products have'} price history (a price change on record), of ${reading.history.size} with a committed price; ${reading.commits} commits of the checked-out branch's first-parent history read`,
  ];
  for (const reason of Object.keys(REASONS) as DropReason[]) {
    const dropped = reading.dropped.filter((d) => d.reason === reason);
    if (!dropped.length) continue;
    const examples = dropped
      .slice(0, EXAMPLES)
      .map((d) => `${d.id} ${d.value} at ${d.commit.slice(0, 10)} (${d.date.toISOString().slice(0, 16).replace('T', ' ')})`);
    const more = dropped.length > EXAMPLES ? `, and ${dropped.length - EXAMPLES} more` : '';
    info.push(`price history: left out ${dropped.length} ${dropped.length === 1 ? 'price' : 'prices'} ${REASONS[reason]}: ${examples.join('; ')}${more}`);
  }
  return { info, warnings: [] };
}

function problemText(kind: NonNullable<PriceHistoryReading['problem']>['kind'], shown: string): string {
  switch (kind) {
    case 'refused':
      return `git refuses ${shown} because another user owns it; run "git config --global --add safe.directory <repository path>" before building`;
    case 'shallow':
      return `the clone of ${shown} is shallow; check out the whole history (actions/checkout with fetch-depth: 0, or git fetch --unshallow)`;
    case 'git-missing':
      return 'git is not installed where the build runs';
    default:
      return `git could not read the history of ${shown}`;
  }
}

/**
 * The build's price history of the product folder `dir` as of `now`, with its account printed once to
 * the build log, so an unreadable history (CI containers, shallow clones) is never silent.
 */
export async function readPriceHistoryForBuild(dir: string, now: Date): Promise<PriceHistoryReading['history']> {
  const reading = await readPriceHistory(dir, now);
  const log = describeReading(reading, path.relative(process.cwd(), dir) || '.');
  for (const line of log.info) console.log(line);
  for (const line of log.warnings) console.warn(`WARNING ${line}`);
  return reading.history;
}
