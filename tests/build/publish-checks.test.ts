/**
 * `npm run build` publishes only a build that ran every step and matches the catalog: a search indexer
 * killed while the pages render, or a content store that says another price than the file, stops it
 * with the previous site left in place (scripts/build/verify-output.ts, src/integrations/build-complete.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroCacheDir } from '../../src/content/paths.ts';

const work = mkdtempSync(path.join(tmpdir(), 'publish-checks-'));
const catalog = path.join(work, 'catalog');
const OUT = path.resolve('.cache/publish-checks-out');
const env = { ...process.env, CONTENT_DIR: catalog, OUT_DIR: OUT, NO_COLOR: '1', FORCE_BUILD: '' };
const cacheDir = path.resolve(astroCacheDir({ CONTENT_DIR: catalog }));
const published = () => readFileSync(path.join(OUT, 'index.html'), 'utf8');

/** The pids of the processes whose parent is `pid`, and theirs, from /proc. */
function descendants(pid: number): { pid: number; command: string }[] {
  const children: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) {
        children.push({ pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, 'utf8') });
        children.push(...descendants(Number(entry)));
      }
    } catch {
      // The process ended while being read.
    }
  }
  return children;
}

describe('npm run build publishes only a finished, verified site', () => {
  beforeAll(() => {
    cpSync('tests/fixtures/catalogs/good', catalog, { recursive: true });
    rmSync(cacheDir, { recursive: true, force: true });
    const first = spawnSync(process.execPath, ['scripts/build.ts'], { env, encoding: 'utf8' });
    expect(first.status, first.stderr).toBe(0);
    writeFileSync(path.join(OUT, 'index.html'), 'the previous site');
  }, 120_000);
  afterAll(() => {
    const published = readdirSync(path.dirname(OUT)).filter((name) => name.startsWith(`${path.basename(OUT)}-published-`));
    for (const dir of [work, OUT, cacheDir, ...published.map((name) => path.join(path.dirname(OUT), name))]) rmSync(dir, { recursive: true, force: true });
    rmSync(`${OUT}.fingerprint`, { force: true });
  });

  it('a content store that says another price than the file: the build refuses to publish, naming the page', () => {
    const store = path.join(cacheDir, 'data-store.json');
    const text = readFileSync(store, 'utf8');
    // Astro's store keeps each value once in a flat list: a deal's price appears as `,2199.9,`.
    const tv = readFileSync(path.join(catalog, 'products', 'pt', 'smart-tv-samsung-50.md'), 'utf8');
    const price = /^price: (.*)$/m.exec(tv)![1]!.trim();
    expect(text.split(`,${price},`)).toHaveLength(2);
    writeFileSync(store, text.replace(`,${price},`, ',1.23,'));
    // The fingerprint's shortcut would keep the output without building: it has tests of its own.
    rmSync(`${OUT}.fingerprint`, { force: true });
    const run = spawnSync(process.execPath, ['scripts/build.ts'], { env, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /refused to publish: the built site does not match the catalog's files:\n {2}\/(en\/)?product\/smart-tv-samsung-50\/: the page offers 1\.23, the file says 2199\.9/,
    );
    expect(published()).toBe('the previous site');
  }, 120_000);

  it('a search indexer killed while the pages render: the build fails and the previous site stays', async () => {
    rmSync(`${OUT}.fingerprint`, { force: true });
    const build = spawn(process.execPath, ['scripts/build.ts'], { env: { ...env, FORCE_BUILD: '1' } });
    let log = '';
    build.stdout.on('data', (chunk: Buffer) => (log += chunk));
    build.stderr.on('data', (chunk: Buffer) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => build.on('close', resolve));
    let killed = false;
    while (!killed) {
      const indexer = descendants(build.pid!).find((p) => p.command.includes('pagefind'));
      if (indexer) {
        process.kill(indexer.pid, 'SIGKILL');
        killed = true;
      } else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await exited, log).not.toBe(0);
    expect(log).toMatch(/build: (failed: astro build ended before its last step|refused to publish|failed)/);
    expect(published()).toBe('the previous site');
  }, 120_000);
});
