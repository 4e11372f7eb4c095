/**
 * What a build wrote, counted as hosts count it (src/config/deploy-host.ts: hostLimitWarnings): files and bytes
 * of the site, and the entries of its fullest folder (product/ holds a folder per product).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { OutputStats } from '../../src/config/deploy-host.ts';

export async function outputStats(dir: string): Promise<OutputStats> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const perFolder = new Map<string, number>();
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    const folder = path.relative(dir, entry.parentPath) || '.';
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  const [largest, count] = [...perFolder].reduce((a, b) => (b[1] > a[1] ? b : a), ['.', 0]);
  return { files, bytes, largestFolder: { path: `${largest}/`, files: count } };
}
