/**
 * `npm run build`: content:check and `astro build` (into a temporary folder beside the output) side by
 * side, then a last check of what is about to be published; only when all pass does the new site
 * replace the old. The check runs on the second core while Astro works on the first (BENCHMARKS.md);
 * its report is printed whole once it ends, and when it finds an error Astro is stopped.
 * Astro empties its output folder first, so building in place left a served folder empty for the whole
 * build, and for good when the build failed. OUT_DIR (default dist) and CONTENT_DIR work as
 * before; a build stages into `{OUT_DIR}-building`, removed whatever happens, and holds OUT_DIR's lock
 * while it runs (scripts/build/output-guard.ts: which folders a build may replace).
 * When nothing the output depends on has changed since the last build of OUT_DIR on the same stores' day (Brasília)
 * (scripts/build/fingerprint.ts: what git tracks, the catalog and the declared settings), the output is
 * kept as it is; FORCE_BUILD=1 builds anyway, and outside a git checkout every build is a full one.
 * Otherwise Astro re-renders only the pages whose cacheKey or code changed and copies the others from its
 * cache (src/lib/model/cache-keys.ts, scripts/build/incremental-cache.ts); the log says how many of each,
 * and why a build was a full one. Such a build starts from the site before the published one, brought up
 * to date, so Astro writes only the pages it renders (scripts/build/reuse-output.ts). Before publishing, the staged site is checked against the catalog's
 * files and its search indexes are searched (scripts/build/verify-output.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroCacheDir, contentRoot } from '../src/content/paths.ts';
import { svgProblem } from '../src/content/svg-check.ts';
import { buildInputs } from './build/fingerprint.ts';
import { cachePublishedAs, checkCache, markPublished, recordCache, whyNothingReused } from './build/incremental-cache.ts';
import { prefillStaging, removeEarlierSite, removeStale, type Prefill } from './build/reuse-output.ts';
import { catalogFacts, checkProductPages, searchProblems } from './build/verify-output.ts';
import { BUILD_COMPLETE_FILE, PAGES_GENERATED_FILE, type BuildComplete } from '../src/integrations/build-complete.ts';
import { buildNow } from '../src/config/clock.ts';
import { claimOutput, OutputGuardError, type OutputClaim } from './build/output-guard.ts';
import { precompress, precompressSummary } from './build/precompress.ts';
import { readOutput, type OutputFile } from './build/output-stats.ts';
import { deployHost, hostLimitWarnings } from '../src/config/deploy-host.ts';

const outDir = path.resolve(process.env.OUT_DIR ?? 'dist');
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Set once the build holds OUT_DIR's lock. */
let claim: OutputClaim | undefined;
/** Beside the output, never in it: it must not be deployed. */
const fingerprintFile = `${outDir}.fingerprint`;

/** Resolves true when the child exits with status 0. */
function succeeded(child: ChildProcess): Promise<boolean> {
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * content:check with its report held back, so it is not interleaved with Astro's progress. It checks as
 * of today, what the build publishes: CONTENT_CHECK_TODAY (a what-if for editors) is not passed on, as a
 * later day would turn a live deal's errors (a foreign host, an unknown store) into ended-deal warnings.
 */
function contentCheck(): { ok: Promise<boolean>; report: () => void } {
  const { CONTENT_CHECK_TODAY: asOf, ...env } = process.env;
  if (asOf) console.log(`build: CONTENT_CHECK_TODAY=${asOf} ignored; the build checks the content as of today, the day it publishes`);
  const child = spawn(process.execPath, ['scripts/content-check.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
  return {
    ok: succeeded(child),
    report: () => {
      process.stdout.write(Buffer.concat(out));
      process.stderr.write(Buffer.concat(err));
    },
  };
}

/** Every published SVG must be a plain drawing: opened directly, it runs on the site's origin. */
function unsafeSvgs(files: readonly OutputFile[]): string[] {
  return files
    .filter((f) => f.path.toLowerCase().endsWith('.svg'))
    .flatMap(({ path: file }) => {
      const problem = svgProblem(readFileSync(file));
      return problem ? [`${path.relative(process.cwd(), file)} ${problem}`] : [];
    });
}

/** Resolves true once `file` exists, or false when `ended` settles first without it. */
async function whenWritten(file: string, ended: Promise<unknown>): Promise<boolean> {
  let over = false;
  void ended.finally(() => (over = true));
  for (;;) {
    if (existsSync(file)) return true;
    if (over) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Seconds since `since` (performance.now()), as the log says them. */
const secondsSince = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** How long each step of the build took, for its last line. */
const steps: string[] = [];
let stepStart = performance.now();
function stepDone(name: string): string {
  const took = secondsSince(stepStart);
  steps.push(`${name} ${took}`);
  stepStart = performance.now();
  return took;
}

async function main(): Promise<number> {
  const shown = path.relative(process.cwd(), outDir) || outDir;
  claim = claimOutput(outDir, contentRoot(), repoRoot, shown);
  const building = claim.staging;
  const inputs = await buildInputs();
  const fingerprint = inputs?.fingerprint;
  const unchanged = fingerprint !== undefined && existsSync(fingerprintFile) && readFileSync(fingerprintFile, 'utf8') === fingerprint;
  if (!process.env.FORCE_BUILD && existsSync(outDir) && unchanged) {
    console.log(`build: nothing changed since ${shown} was built today; kept it (FORCE_BUILD=1 builds anyway)`);
    return 0;
  }
  await rm(fingerprintFile, { force: true });
  const force = Boolean(process.env.FORCE_BUILD);
  const cacheDir = astroCacheDir();
  const cache = await checkCache(cacheDir, force);
  stepDone('inputs and cache check');
  // The pages of the previous build's cache: what a prefilled staging folder holds.
  const prefill: Prefill = cache.reusable
    ? await prefillStaging(outDir, building, { published: cachePublishedAs(cacheDir), pages: cache.pages })
    : { prefilled: false, why: 'a full build' };
  const prefillTime = stepDone('output folder');
  // A build from an empty folder does not need the earlier site: it goes on the second core meanwhile.
  // If it cannot be removed now, the publish tries again.
  const earlierRemoved = prefill.prefilled ? Promise.resolve(false) : removeEarlierSite(outDir).catch(() => false);
  // Files Astro writes from here on are of pages it rendered (recordCache) or of this build (removeStale).
  const startedAt = Date.now();
  const check = contentCheck();
  // Read while Astro works: what the catalog's files say, to check the staged site against (verify-output.ts).
  const facts = catalogFacts(contentRoot(), buildNow());
  facts.catch(() => undefined);
  // --force also empties Astro's content store, so a forced build reads every file anew.
  const astro = spawn(process.execPath, [path.resolve('node_modules/astro/bin/astro.mjs'), 'build', ...(force ? ['--force'] : [])], {
    stdio: 'inherit',
    // What the output is made of (buildInputs): the service worker takes it as its version.
    env: {
      ...process.env,
      OUT_DIR: building,
      OUTPUT_PREFILLED: prefill.prefilled ? '1' : '',
      ...(inputs && { BUILD_FINGERPRINT: inputs.version }),
    },
  });
  const built = succeeded(astro);
  // Astro's pages are final once it has generated them (src/integrations/build-complete.ts): their check
  // against the catalog's files runs while Pagefind finishes its index, and pages written after it are
  // checked again at the end (verify-output.ts, checkProductPages).
  const pagesChecked = whenWritten(path.join(building, PAGES_GENERATED_FILE), built).then(async (generated) =>
    generated ? checkProductPages(building, await facts) : undefined,
  );
  pagesChecked.catch(() => undefined);
  const checked = await check.ok;
  check.report();
  if (!checked) {
    astro.kill();
    await built;
    await rm(building, { recursive: true, force: true });
    console.error(`build: content errors (above); ${shown} was left as it was`);
    return 1;
  }
  if (!(await built)) {
    await rm(building, { recursive: true, force: true });
    console.error(`build: failed; ${shown} was left as it was`);
    return 1;
  }
  // Astro exits 0 when a step stalls for good and its event loop runs dry: only a build that reached its
  // last step may be published (src/integrations/build-complete.ts).
  const completeFile = path.join(building, BUILD_COMPLETE_FILE);
  if (!existsSync(completeFile)) {
    await rm(building, { recursive: true, force: true });
    console.error(
      `build: failed: astro build ended before its last step (a build step, such as the search indexer, stopped without an error); ${shown} was left as it was`,
    );
    return 1;
  }
  stepDone('astro build');
  const { pages } = JSON.parse(readFileSync(completeFile, 'utf8')) as BuildComplete;
  await rm(completeFile);
  await rm(path.join(building, PAGES_GENERATED_FILE), { force: true });
  const recorded = await recordCache(cacheDir, startedAt, cache.reusable ? cache.sums : undefined);
  const reused = recorded.reused;
  const staleStart = performance.now();
  const stale = prefill.prefilled && cache.reusable ? await removeStale(building, startedAt, cache.pages, recorded.pages) : 0;
  const staleTime = secondsSince(staleStart);
  const how = !cache.reusable ? `full (${cache.why})` : reused === 0 && pages > 0 ? `full (${whyNothingReused(cache.hashes, recorded.hashes)})` : 'incremental';
  console.log(`build: ${how}: ${pages - reused} pages rendered, ${reused} reused from the previous build`);
  console.log(
    prefill.prefilled
      ? `build: started from the site before the published one (${prefill.copied} files brought up to date, ${prefill.removed} removed, ${prefillTime}; ${stale} no longer built removed after, ${staleTime})`
      : `build: started from an empty folder (${prefill.why})`,
  );
  stepDone('cache record');
  const pageCheck = (await pagesChecked) ?? (await checkProductPages(building, await facts));
  const wrong = [...(await pageCheck.finish()), ...(await searchProblems(building, await facts))];
  if (wrong.length) {
    await rm(building, { recursive: true, force: true });
    const shownProblems = wrong.slice(0, 10).join('\n  ') + (wrong.length > 10 ? `\n  … and ${wrong.length - 10} more` : '');
    console.error(
      `build: refused to publish: the built site does not match the catalog's files:\n  ${shownProblems}\nA cache may be damaged: FORCE_BUILD=1 npm run build builds without any. ${shown} was left as it was`,
    );
    return 1;
  }
  // One walk of the output serves the SVG check and the host limits.
  const output = await readOutput(building);
  const unsafe = unsafeSvgs(output.list);
  if (unsafe.length) {
    await rm(building, { recursive: true, force: true });
    console.error(`build: refused to publish:\n  ${unsafe.join('\n  ')}`);
    return 1;
  }
  stepDone('output checks');
  const host = deployHost();
  for (const warning of hostLimitWarnings(host, output)) console.warn(`build: warning: DEPLOY_HOST=${host}: ${warning} (docs/deploy.md, "Limits")`);
  if (process.env.PRECOMPRESS === '1') console.log(`build: ${precompressSummary(await precompress(building))}`);
  await earlierRemoved;
  await markPublished(cacheDir, await claim.publish());
  if (fingerprint) await writeFile(fingerprintFile, fingerprint);
  stepDone('publish');
  console.log(`build: published to ${shown} (${steps.join(', ')})`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  async (error: unknown) => {
    await claim?.discard();
    if (error instanceof OutputGuardError) {
      console.error(`build: refused: ${error.message}`);
      process.exitCode = 1;
      return;
    }
    console.error(`build: could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
