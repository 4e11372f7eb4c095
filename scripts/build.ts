/**
 * `npm run build`: content:check, then `astro build` into a temporary folder beside the output, then a
 * last check of what is about to be published; only when all pass does the new site replace the old.
 * Astro empties its output folder first, so building in place left a served folder empty for minutes
 * (10,000 products) and for good when the build failed. OUT_DIR (default dist) and CONTENT_DIR work as
 * before; the temporary folder is `{OUT_DIR}-building`, removed whatever happens.
 * When nothing the output depends on has changed since the last build of OUT_DIR on the same day
 * (scripts/build/fingerprint.ts), the output is kept as it is; FORCE_BUILD=1 builds anyway.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { svgProblem } from '../src/content/image-check.ts';
import { buildFingerprint } from './build/fingerprint.ts';

const outDir = path.resolve(process.env.OUT_DIR ?? 'dist');
const building = `${outDir}-building`;
const retired = `${outDir}-previous`;
/** Beside the output, never in it: it must not be deployed. */
const fingerprintFile = `${outDir}.fingerprint`;

function run(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  return spawnSync(process.execPath, [script, ...args], { stdio: 'inherit', env }).status === 0;
}

/** Every published SVG must be a plain drawing: opened directly, it runs on the site's origin. */
async function unsafeSvgs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.svg'))
    .map((e) => path.join(e.parentPath, e.name))
    .flatMap((file) => {
      const problem = svgProblem(readFileSync(file, 'utf8'));
      return problem ? [`${path.relative(process.cwd(), file)} ${problem}`] : [];
    });
}

async function main(): Promise<number> {
  const fingerprint = await buildFingerprint();
  const shown = path.relative(process.cwd(), outDir) || outDir;
  if (!process.env.FORCE_BUILD && existsSync(outDir) && existsSync(fingerprintFile) && readFileSync(fingerprintFile, 'utf8') === fingerprint) {
    console.log(`build: nothing changed since ${shown} was built today; kept it (FORCE_BUILD=1 builds anyway)`);
    return 0;
  }
  await rm(fingerprintFile, { force: true });
  if (!run('scripts/content-check.ts', [])) return 1;
  await rm(building, { recursive: true, force: true });
  const astro = path.resolve('node_modules/astro/bin/astro.mjs');
  if (!run(astro, ['build'], { ...process.env, OUT_DIR: building })) {
    await rm(building, { recursive: true, force: true });
    console.error(`build: failed; ${shown} was left as it was`);
    return 1;
  }
  const unsafe = await unsafeSvgs(building);
  if (unsafe.length) {
    await rm(building, { recursive: true, force: true });
    console.error(`build: refused to publish:\n  ${unsafe.join('\n  ')}`);
    return 1;
  }
  // Two renames: the served folder is missing for a moment only, never half-written.
  await rm(retired, { recursive: true, force: true });
  if (existsSync(outDir)) await rename(outDir, retired);
  await rename(building, outDir);
  await rm(retired, { recursive: true, force: true });
  await writeFile(fingerprintFile, fingerprint);
  console.log(`build: published to ${shown}`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  async (error: unknown) => {
    await rm(building, { recursive: true, force: true });
    console.error(`build: could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
