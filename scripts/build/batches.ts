/**
 * File work in batches: each batch runs at once (libuv's thread pool does the I/O), batches one after
 * another, so a catalog of 100,000 files never opens them all together.
 */

/** Files read, stat'ed, copied or removed at once, unless a caller says otherwise. */
export const FILE_BATCH = 64;

/** Runs `each` on every item, `size` at a time; the results in the items' order. */
export async function inBatches<T, R>(items: readonly T[], each: (item: T) => Promise<R>, size = FILE_BATCH): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += size) results.push(...(await Promise.all(items.slice(at, at + size).map(each))));
  return results;
}
