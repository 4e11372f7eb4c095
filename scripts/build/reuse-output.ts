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
import { copyFile, mkdir, readdir, rename, rm, rmdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { publishedFolders } from './output-guard.ts';

/**
 * How long a replaced site stays untouched after the publish that replaced it: requests that had started
 * reading it finish on it. BUILD_REUSE_AFTER_MS changes it (the build test reuses at once).
 */
export const REUSE_AFTER_MS = 30_000;

/** Files stat'ed or copied at once. */
const BATCH = 64;

/** Every file under `root` (relative paths), with size and modification time (whole milliseconds). */
async function files(root: string): Promise<Map<string, { size: number; mtimeMs: number }>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const list = entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  const out = new Map<string, { size: number; mtimeMs: number }>();
  for (let at = 0; at < list.length; at += BATCH) {
    const batch = list.slice(at, at + BATCH);
    const stats = await Promise.all(batch.map((file) => stat(path.join(root, file))));
    batch.forEach((file, i) => out.set(file, { size: stats[i]!.size, mtimeMs: Math.trunc(stats[i]!.mtimeMs) }));
  }
  return out;
}

/**
 * Makes `target` hold exactly the files of `source` that `only` names (relative paths); a file whose size
 * and time match is taken as the same. Returns how many were copied and removed.
 */
export async function mirror(source: string, target: string, only: ReadonlySet<string>): Promise<{ copied: number; removed: number }> {
  const [all, to] = await Promise.all([files(source), files(target)]);
  const from = new Map([...all].filter(([file]) => only.has(file)));
  const stale = [...to.keys()].filter((file) => !from.has(file));
  const changed = [...from].filter(([file, info]) => {
    const there = to.get(file);
    return !there || there.size !== info.size || there.mtimeMs !== info.mtimeMs;
  });
  for (let at = 0; at < stale.length; at += BATCH) await Promise.all(stale.slice(at, at + BATCH).map((file) => rm(path.join(target, file))));
  for (let at = 0; at < changed.length; at += BATCH) {
    await Promise.all(
      changed.slice(at, at + BATCH).map(async ([file, info]) => {
        const destination = path.join(target, file);
        await mkdir(path.dirname(destination), { recursive: true });
        // A copy, never a link: Astro writes pages in place, which through a link would change the published site.
        await copyFile(path.join(source, file), destination);
        // The source's time, so the next mirror sees the two as the same file: set in the middle of its
        // millisecond, as a time in seconds does not carry nanoseconds exactly.
        const seconds = (info.mtimeMs + 0.5) / 1000;
        await utimes(destination, seconds, seconds);
      }),
    );
  }
  await removeEmptyFolders(target);
  return { copied: changed.length, removed: stale.length };
}

async function removeEmptyFolders(root: string): Promise<void> {
  const folders = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => path.join(e.parentPath, e.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) await rmdir(folder).catch(() => undefined);
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
  const wait = Number(process.env.BUILD_REUSE_AFTER_MS ?? REUSE_AFTER_MS);
  if (now - switchedAt < wait) return { prefilled: false, why: `the earlier site was replaced less than ${wait / 1000} s ago` };
  const dir = path.dirname(outDir);
  await rename(path.join(dir, previous), staging);
  const { copied, removed } = await mirror(path.join(dir, current), staging, cache.pages);
  return { prefilled: true, from: previous, copied, removed };
}

/**
 * After Astro built into a prefilled `staging`: removes every file it did not write since `since` (ms)
 * and that is not one of `keptPages` (relative paths of the pages its cache kept). Returns how many went.
 */
export async function removeStale(staging: string, since: number, keptPages: ReadonlySet<string>): Promise<number> {
  const all = await files(staging);
  const stale = [...all].filter(([file, info]) => info.mtimeMs < since && !keptPages.has(file)).map(([file]) => file);
  for (let at = 0; at < stale.length; at += BATCH) await Promise.all(stale.slice(at, at + BATCH).map((file) => rm(path.join(staging, file))));
  await removeEmptyFolders(staging);
  return stale.length;
}
