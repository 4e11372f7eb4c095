/**
 * Double buffering of the output, so an incremental build writes only what changed. Astro copies every
 * page it does not render from its cache into the output folder (about a third of an incremental build at
 * 10,000 products, BENCHMARKS.md), unless the page's file is already there; it then trusts that file. So
 * an incremental build starts from the site published two builds ago (the folder the last publish
 * replaced and kept for requests already reading it), holding only the pages Astro's cache names,
 * brought up to the published site's file by file (size and modification time, as rsync compares
 * them), with Astro told not to empty it
 * (OUTPUT_PREFILLED, astro.config.mjs). After Astro, every file it neither wrote in this build nor kept as
 * a cached page goes (removeStale), so what is published is what a full build writes:
 * tests/build/incremental.test.ts compares the two byte for byte, and tests/unit/reuse-output.test.ts
 * holds the rules below.
 *
 * A file Astro keeps is the published site's, so the published site must be the one Astro's cache
 * describes: a build that wrote the cache and then was refused (a failed check, a lost lock) leaves a
 * cache newer than the site, and its pages would be kept stale. The cache's record names the folder it
 * was published as (incremental-cache.ts, markPublished); any other site is not reused.
 */
import { readdirSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, rmdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { publishedFolders } from './output-guard.ts';
import { inBatches } from './batches.ts';

/**
 * How long a replaced site stays untouched after the publish that replaced it: requests that had started
 * reading it finish on it. BUILD_REUSE_AFTER_MS changes it (the build test reuses at once).
 */
export const REUSE_AFTER_MS = 30_000;

const reuseAfterMs = () => Number(process.env.BUILD_REUSE_AFTER_MS ?? REUSE_AFTER_MS);

type FileInfo = { size: number; mtimeMs: number };

/** Size and modification time (whole milliseconds) of each of `list` under `root`; a missing file has none. */
async function infos(root: string, list: readonly string[]): Promise<Map<string, FileInfo>> {
  const stats = await inBatches(list, (file) => stat(path.join(root, file)).catch(() => undefined));
  const out = new Map<string, FileInfo>();
  list.forEach((file, i) => {
    const info = stats[i];
    if (info) out.set(file, { size: info.size, mtimeMs: Math.trunc(info.mtimeMs) });
  });
  return out;
}

/** Every file under `root`, as relative paths (the synchronous walk is the faster one in Node). */
function walk(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Removes `list` (relative paths) from `root`, and the folders that leaves empty. */
async function remove(root: string, list: readonly string[]): Promise<void> {
  await inBatches(list, (file) => rm(path.join(root, file), { force: true }));
  const folders = new Set<string>();
  for (const file of list) for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) folders.add(dir);
  // Deepest first, so a parent is tried once its children are gone; a folder still holding files stays.
  for (const dir of [...folders].sort((a, b) => b.length - a.length)) await rmdir(path.join(root, dir)).catch(() => undefined);
}

/**
 * Makes `target` hold exactly the files of `source` that `only` names (relative paths); a file whose size
 * and time match is taken as the same. Returns how many were copied and removed.
 */
export async function mirror(source: string, target: string, only: ReadonlySet<string>): Promise<{ copied: number; removed: number }> {
  const wanted = [...only];
  const [from, to] = await Promise.all([infos(source, wanted), infos(target, wanted)]);
  const stale = walk(target).filter((file) => !from.has(file));
  const changed = [...from].filter(([file, info]) => {
    const there = to.get(file);
    return !there || there.size !== info.size || there.mtimeMs !== info.mtimeMs;
  });
  await remove(target, stale);
  await inBatches(changed, async ([file, info]) => {
    const destination = path.join(target, file);
    await mkdir(path.dirname(destination), { recursive: true });
    // A copy, never a link: Astro writes pages in place, which through a link would change the published site.
    await copyFile(path.join(source, file), destination);
    // The source's time, so the next mirror sees the two as the same file: set in the middle of its
    // millisecond, as a time in seconds does not carry nanoseconds exactly.
    const seconds = (info.mtimeMs + 0.5) / 1000;
    await utimes(destination, seconds, seconds);
  });
  return { copied: changed.length, removed: stale.length };
}

/** Why a build does not start from an earlier site, or how it did. */
export type Prefill = { prefilled: false; why: string } | { prefilled: true; from: string; copied: number; removed: number };

/**
 * Moves the site the last publish of `outDir` replaced into `staging` and mirrors into it the published
 * site's `pages` (relative paths: the pages Astro's cache holds; everything else a build writes anew, and
 * some writers, such as Pagefind's, leave a file alone when one of its name exists), when the published
 * site is `cachePublished` (the one Astro's cache describes) and the replaced site has had REUSE_AFTER_MS
 * to serve the requests that were reading it. `staging` must not exist.
 */
export async function prefillStaging(
  outDir: string,
  staging: string,
  cache: { published: string | undefined; pages: ReadonlySet<string> },
  now = Date.now(),
): Promise<Prefill> {
  const { current, previous, switchedAt } = publishedFolders(outDir);
  if (!current || current !== cache.published) return { prefilled: false, why: 'the published site is not the one the cache describes' };
  if (!previous || switchedAt === undefined) return { prefilled: false, why: 'no earlier site is kept' };
  const wait = reuseAfterMs();
  if (now - switchedAt < wait) return { prefilled: false, why: `the earlier site was replaced less than ${wait / 1000} s ago` };
  const dir = path.dirname(outDir);
  await rename(path.join(dir, previous), staging);
  const { copied, removed } = await mirror(path.join(dir, current), staging, cache.pages);
  return { prefilled: true, from: previous, copied, removed };
}

/**
 * For a build that does not start from the earlier site (the one the last publish of `outDir` replaced):
 * removes it while Astro works, once it has had REUSE_AFTER_MS to serve the requests that were reading
 * it. The publish would remove it otherwise, after the build, adding its time to the build's. Resolves to
 * whether it did.
 */
export async function removeEarlierSite(outDir: string, now = Date.now()): Promise<boolean> {
  const { previous, switchedAt } = publishedFolders(outDir);
  if (!previous || switchedAt === undefined || now - switchedAt < reuseAfterMs()) return false;
  await rm(path.join(path.dirname(outDir), previous), { recursive: true, force: true });
  return true;
}

/**
 * After Astro built into `staging`, prefilled with `prefilled` pages (relative paths; nothing else was
 * in it): removes those it neither wrote since `since` (ms) nor kept as a page of its cache (`kept`), the
 * pages of deals gone since. Returns how many went.
 */
export async function removeStale(staging: string, since: number, prefilled: ReadonlySet<string>, kept: ReadonlySet<string>): Promise<number> {
  const candidates = [...prefilled].filter((file) => !kept.has(file));
  const found = await infos(staging, candidates);
  const stale = candidates.filter((file) => {
    const info = found.get(file);
    return info !== undefined && info.mtimeMs < since;
  });
  await remove(staging, stale);
  return stale.length;
}
