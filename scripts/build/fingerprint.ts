/**
 * What a build's output depends on, as one hash: every file of the repository that git tracks or would
 * track (so a new source folder counts the moment it exists), the catalog (which may live outside the
 * repository; its published-prices record is what price charts show), the settings in BUILD_SETTINGS, the Node
 * version and the stores' day (expiry and "2 days ago" are decided at build time, in Brasília's days). `npm run build` keeps the
 * previous output when the hash has not changed. Outside a git checkout the inputs cannot be listed, so
 * there is no fingerprint and every build is a full one.
 */
import { spawnSync } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentRoot } from '../../src/content/paths.ts';
import { storeDay } from '../../src/content/expiry.ts';
import { isoDate } from '../../src/lib/format.ts';
import { buildNow } from '../../src/config/clock.ts';

/**
 * Every environment variable the build reads that can change its output. A test fails when the code
 * reads one that is neither here nor in BUILD_CONTROLS, so a new setting cannot give stale output.
 */
export const BUILD_SETTINGS = ['CONTENT_DIR', 'OUT_DIR', 'SITE_URL', 'PRECOMPRESS', 'DEPLOY_HOST', 'NODE_ENV', 'BUILD_NOW'] as const;

/**
 * Variables that steer the build script itself and never change what it writes (CONTENT_CHECK_TODAY is
 * named only to be ignored: the build checks as of the day it publishes; MEMO_VERIFY only adds a check,
 * src/lib/memo.ts; OUTPUT_PREFILLED and BUILD_REUSE_AFTER_MS say which folder Astro builds into, never
 * what ends in it: scripts/build/reuse-output.ts).
 */
export const BUILD_CONTROLS = ['FORCE_BUILD', 'BUILD_FINGERPRINT', 'CONTENT_CHECK_TODAY', 'MEMO_VERIFY', 'OUTPUT_PREFILLED', 'BUILD_REUSE_AFTER_MS'] as const;

/** Files read at once while hashing (reading one at a time waits on each file in turn). */
const READ_BATCH = 64;

/** The repository's files as git sees them (tracked, or new and not ignored), relative to `cwd`; undefined outside git. */
export function repositoryFiles(cwd = process.cwd()): string[] | undefined {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (git.status !== 0) return undefined;
  return [...new Set(git.stdout.split('\0').filter(Boolean))].sort();
}

/** Hashes each file's name and bytes, in the order given; a listed file that is gone counts as gone. */
async function hashFiles(hash: Hash, files: readonly string[], base: string): Promise<void> {
  for (let at = 0; at < files.length; at += READ_BATCH) {
    const batch = files.slice(at, at + READ_BATCH);
    const contents = await Promise.all(batch.map((file) => readFile(path.resolve(base, file)).catch(() => undefined)));
    batch.forEach((file, i) => hash.update(`\0${file}\0`).update(contents[i] ?? '\0gone'));
  }
}

/** Every file under `root`, sorted. */
async function treeFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/**
 * What a build run at `now` with `env` from `cwd` is made of; undefined when the inputs cannot be listed.
 * `version` hashes every input but the output folder (two folders built from the same inputs hold the
 * same site, so the service worker's version, taken from it, is the same); `fingerprint` adds OUT_DIR, as
 * the "nothing changed" shortcut is per output folder.
 */
export async function buildInputs(
  env: NodeJS.ProcessEnv = process.env,
  now = buildNow(env),
  cwd = process.cwd(),
): Promise<{ version: string; fingerprint: string } | undefined> {
  const files = repositoryFiles(cwd);
  if (!files) return undefined;
  const hash = createHash('sha256');
  // The stores' day, not UTC's: deals end and dates move at midnight in Brasília (the nightly build's
  // hour), so an evening push there and that night's build share a UTC date but not a day.
  hash.update(isoDate(storeDay(now)));
  hash.update(`\0node=${process.version}`);
  for (const name of BUILD_SETTINGS) if (name !== 'OUT_DIR') hash.update(`\0${name}=${env[name] ?? ''}`);
  const root = contentRoot(env);
  await hashFiles(hash, files, cwd);
  // The catalog again on its own: it may be outside the repository or ignored by git (generated catalogs).
  hash.update('\0catalog');
  await hashFiles(hash, await treeFiles(root), root);
  const version = hash.digest('hex');
  const fingerprint = createHash('sha256')
    .update(version)
    .update(`\0OUT_DIR=${env.OUT_DIR ?? ''}`)
    .digest('hex');
  return { version, fingerprint };
}

/** The fingerprint of a build run at `now` with `env` from `cwd` (buildInputs). */
export async function buildFingerprint(env: NodeJS.ProcessEnv = process.env, now = buildNow(env), cwd = process.cwd()): Promise<string | undefined> {
  return (await buildInputs(env, now, cwd))?.fingerprint;
}
