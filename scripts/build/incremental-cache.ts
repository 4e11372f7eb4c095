/**
 * The cache behind incremental builds, as `npm run build` sees it. Astro keeps it in its cache folder
 * (src/content/paths.ts `astroCacheDir`): a manifest (`incremental-build.json`: each keyed page's
 * cacheKey, its route's code hash and the config and lockfile hashes) and a copy of each keyed page
 * (`dist/`), which it copies into the output when a page's key and code are unchanged. Astro trusts
 * both: a truncated manifest silently gives a full build, and a damaged or edited copy would be
 * published as it is. So after each build this script records a hash of every copy the manifest names
 * (`incremental-build.sums`, beside it), and before the next one it checks the manifest and every copy
 * against that record; anything else (a missing, changed or extra copy, a manifest the record does not
 * describe) empties the cache and the build is a full one, saying why. The record's key is the
 * manifest's own hash: a manifest written without this script (a build killed after Astro wrote it)
 * matches no record.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inBatches } from './batches.ts';

/** Astro's names for its manifest and its copies of the pages (astro/dist/core/build/incremental.js). */
const MANIFEST = 'incremental-build.json';
const COPIES = 'dist';
/** Ours, beside them. */
const SUMS = 'incremental-build.sums';

interface Manifest {
  configHash?: string;
  lockfileHash?: string;
  routes: Record<string, { dependencyHash?: string; paths: Record<string, { outputFile: string }> }>;
}

/** What Astro compares before reusing any page: its configuration's hash, the lockfile's, the code of each route that has HTML pages. */
export interface ManifestHashes {
  config?: string;
  lockfile?: string;
  routes: Record<string, string | undefined>;
}

const hashesOf = (manifest: Manifest): ManifestHashes => ({
  config: manifest.configHash,
  lockfile: manifest.lockfileHash,
  routes: Object.fromEntries(
    Object.entries(manifest.routes)
      .filter(([, entry]) => Object.values(entry.paths).some((p) => p.outputFile.endsWith('.html')))
      .map(([route, entry]) => [route, entry.dependencyHash]),
  ),
});

/**
 * Why Astro reused no page of a cache it was handed whole (`before` is that cache's manifest, `after`
 * the one it wrote): the build was a full one in all but name.
 */
export function whyNothingReused(before: ManifestHashes, after: ManifestHashes): string {
  if (before.config !== after.config) return "Astro's configuration changed (astro.config.mjs or a setting it reads)";
  if (before.lockfile !== after.lockfile) return 'the dependencies changed (package-lock.json)';
  const routes = Object.keys(after.routes);
  if (routes.length > 0 && routes.every((route) => before.routes[route] !== after.routes[route])) return 'the code of every route with pages changed';
  // Keys name the built scripts and stylesheets (src/lib/model/cache-keys.ts): one every page loads changes them all.
  return "every page's key or its route's code changed (a script or stylesheet every page loads, or data every page shows)";
}

interface Sums {
  manifest: string;
  files: Record<string, string>;
  /** The published folder this cache's pages are in, once the build that wrote it published (reuse-output.ts). */
  published?: string;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** The copies a manifest names, relative to the copies' folder. */
function manifestFiles(manifest: Manifest): string[] {
  return Object.values(manifest.routes)
    .flatMap((route) => Object.values(route.paths).map((p) => p.outputFile))
    .sort();
}

/** A copy's file: the manifest names it as a URL path relative to the copies' folder, as Astro reads it. */
const copyPath = (root: string, file: string) => fileURLToPath(new URL(file, pathToFileURL(`${path.resolve(root)}/`)));

async function hashFiles(root: string, files: readonly string[]): Promise<Record<string, string | undefined>> {
  const hashed = await inBatches(files, async (file) => {
    const content = await readFile(copyPath(root, file)).catch(() => undefined);
    return content && sha256(content);
  });
  return Object.fromEntries(files.map((file, i) => [file, hashed[i]]));
}

/**
 * How the next build starts: reusing pages (those the cache holds, as paths relative to an output folder,
 * and each copy's checked hash), or full, and why.
 */
export type CacheState = { reusable: true; pages: Set<string>; sums: Record<string, string>; hashes: ManifestHashes } | { reusable: false; why: string };

/**
 * Checks the cache in `cacheDir` before a build. When it cannot be trusted it is emptied (Astro then
 * renders every page and writes it anew) and the answer says why the build is a full one.
 */
export async function checkCache(cacheDir: string, force: boolean): Promise<CacheState> {
  const manifestFile = path.join(cacheDir, MANIFEST);
  const full = async (why: string): Promise<CacheState> => {
    await clearCache(cacheDir);
    return { reusable: false, why };
  };
  if (force) return full('FORCE_BUILD=1');
  if (!existsSync(manifestFile)) return full(`no previous build in ${cacheDir}`);
  const text = readFileSync(manifestFile, 'utf8');
  let files: string[];
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
    files = manifestFiles(manifest);
  } catch {
    return full(`damaged cache: ${manifestFile} is not a manifest Astro wrote whole`);
  }
  const sums = readSums(cacheDir);
  if (!sums || sums.manifest !== sha256(text)) return full(`damaged cache: ${manifestFile} was not written by a build that finished`);
  const actual = await hashFiles(path.join(cacheDir, COPIES), files);
  for (const file of files) {
    if (actual[file] === undefined) return full(`damaged cache: the copy of ${file} is missing`);
    if (actual[file] !== sums.files[file]) return full(`damaged cache: the copy of ${file} is not the page that build wrote`);
  }
  return { reusable: true, pages: outputPaths(files), sums: sums.files, hashes: hashesOf(manifest) };
}

function readSums(cacheDir: string): Sums | undefined {
  try {
    const sums = JSON.parse(readFileSync(path.join(cacheDir, SUMS), 'utf8')) as Partial<Sums>;
    return typeof sums.manifest === 'string' && sums.files && typeof sums.files === 'object' ? (sums as Sums) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * After a build that started at `since` (ms) finished: records the manifest's hash and each copy's, for
 * the next build's check. A copy Astro did not write again (it rewrites the copy of every page it renders)
 * keeps the hash `checked` found before the build; the others are hashed. Returns the pages the new
 * manifest names (paths relative to an output folder), how many HTML pages Astro reused (feeds and data
 * files are left out, as Astro's count of pages leaves them out) and what Astro compared.
 */
export async function recordCache(
  cacheDir: string,
  since: number,
  checked: Readonly<Record<string, string>> = {},
): Promise<{ pages: Set<string>; reused: number; hashes: ManifestHashes }> {
  const text = readFileSync(path.join(cacheDir, MANIFEST), 'utf8');
  const manifest = JSON.parse(text) as Manifest;
  const files = manifestFiles(manifest);
  const copies = path.join(cacheDir, COPIES);
  const kept = new Set(
    files.filter((file) => {
      const info = statSync(copyPath(copies, file), { throwIfNoEntry: false });
      return info !== undefined && info.mtimeMs < since && checked[file] !== undefined;
    }),
  );
  const hashed = await hashFiles(
    copies,
    files.filter((file) => !kept.has(file)),
  );
  const sums: Sums = { manifest: sha256(text), files: {} };
  for (const file of files) {
    const sum = kept.has(file) ? checked[file] : hashed[file];
    if (sum) sums.files[file] = sum;
  }
  await writeFile(path.join(cacheDir, SUMS), JSON.stringify(sums));
  return { pages: outputPaths(files), reused: [...kept].filter((file) => file.endsWith('.html')).length, hashes: hashesOf(manifest) };
}

/** After the build that recorded the cache published: names the folder its pages are in. */
export async function markPublished(cacheDir: string, folder: string): Promise<void> {
  const sums = readSums(cacheDir);
  if (sums) await writeFile(path.join(cacheDir, SUMS), JSON.stringify({ ...sums, published: folder }));
}

/** The published folder that holds the pages the cache describes, if its build published. */
export const cachePublishedAs = (cacheDir: string): string | undefined => readSums(cacheDir)?.published;

/** The manifest's copies (URL paths relative to the copies' folder) as paths relative to an output folder. */
function outputPaths(files: readonly string[]): Set<string> {
  return new Set(files.map((file) => path.relative('/', fileURLToPath(new URL(file, 'file:///')))));
}

/** Empties the incremental cache (Astro's content store and optimised images stay). */
export async function clearCache(cacheDir: string): Promise<void> {
  await Promise.all([MANIFEST, SUMS, COPIES].map((name) => rm(path.join(cacheDir, name), { recursive: true, force: true })));
}
