/** content:check of the published-prices record: every line readable, deploys in order, files under the size cap. */
import { historySince, publishedPricesDir, readRecord } from '../published-prices.ts';
import { displayPath, type Sink } from './report.ts';

/** Errors for what a build as of `now` would leave out of the record (each with its file, line and why). */
export function checkPublishedPrices(root: string, now: Date, sink: Sink): void {
  const record = readRecord(publishedPricesDir(root), historySince(now));
  for (const problem of record?.problems ?? []) sink.error(displayPath(problem.file), problem.line ? `line ${problem.line}` : '-', problem.message);
}
