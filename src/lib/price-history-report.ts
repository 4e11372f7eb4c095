/** The build log's account of price history: how many products have one, what was left out and why. */
import path from 'node:path';
import { readPriceHistory, type DropReason, type PriceHistory, type PriceHistoryReading } from './price-history.ts';

/** Lines for the build log; `warnings` are what an operator must act on (a record that could not be read whole). */
export type HistoryLog = { info: string[]; warnings: string[] };

const REASONS: Record<DropReason, string> = {
  future: 'published after this build (a deploy dated ahead: check the clock of the machine that recorded it)',
  'out-of-order': 'in a deploy dated before the one above it or filed under another month (the record is only appended to)',
  mistake: 'marked as a mistake by an operator (npm run prices:record -- --mistake)',
};

const EXAMPLES = 3;

/** Describes a reading of the record folder `shown`. */
export function describeReading(reading: PriceHistoryReading, shown: string): HistoryLog {
  if (reading.missing) {
    return {
      info: [
        `price history: none: ${shown}/ holds no published-prices record, so no deploy of this catalog has recorded what it published (docs/deploy.md, "Published prices")`,
      ],
      warnings: [],
    };
  }
  const warnings = reading.problems
    .slice(0, EXAMPLES)
    .map((p) => `price history: ${path.join(shown, path.basename(p.file))}${p.line ? `:${p.line}` : ''} ${p.message}`);
  if (reading.problems.length > EXAMPLES)
    warnings.push(`price history: and ${reading.problems.length - EXAMPLES} more problems in ${shown}/ (npm run content:check lists them)`);
  const changed = [...reading.history.values()].filter((points) => points.length > 1).length;
  const info = [
    `price history: ${changed} ${changed === 1 ? 'product has' : 'products have'} price history (a published price change), of ${reading.history.size} with a published price; ${reading.deploys} deploys read from ${shown}/`,
  ];
  for (const reason of Object.keys(REASONS) as DropReason[]) {
    const dropped = reading.dropped.filter((d) => d.reason === reason);
    if (!dropped.length) continue;
    const examples = dropped.slice(0, EXAMPLES).map((d) => `${d.id} ${d.value} at ${d.date.toISOString().slice(0, 16).replace('T', ' ')} (${d.deploy})`);
    const more = dropped.length > EXAMPLES ? `, and ${dropped.length - EXAMPLES} more` : '';
    info.push(`price history: left out ${dropped.length} ${dropped.length === 1 ? 'price' : 'prices'} ${REASONS[reason]}: ${examples.join('; ')}${more}`);
  }
  return { info, warnings };
}

/**
 * The price history of the record folder `dir` as of `now`, with its account printed to the build log,
 * so a catalog without a record, or a record that cannot be read whole, is never silent.
 */
export function readPriceHistoryForBuild(dir: string, now: Date): PriceHistory {
  const reading = readPriceHistory(dir, now);
  const log = describeReading(reading, path.relative(process.cwd(), dir) || '.');
  for (const line of log.info) console.log(line);
  for (const line of log.warnings) console.warn(`WARNING ${line}`);
  return reading.history;
}
