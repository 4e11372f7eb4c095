/**
 * Incremental builds publish exactly what a full build would. A small generated catalog is built once;
 * then each kind of change a site sees is applied in turn, the site is built incrementally (reusing
 * what it can from the build before), and its whole output is compared, byte for byte, with a clean
 * full build of the same content (no cache of any kind: Astro's cache folder is moved aside for it).
 * A page whose cacheKey (src/lib/model/cache-keys.ts) left out something it renders would be copied
 * stale from the previous build and differ here. No field is exempt: with BUILD_NOW fixed, the build
 * ids (the search page's, the service worker's version) are equal too.
 *
 * Runs on its own (`npm run test:build`): one of its steps edits a stylesheet of the site in place (a
 * change of a shared component) and puts it back, which must not happen while other tests read src/.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroCacheDir } from '../../src/content/paths.ts';

const work = mkdtempSync(path.join(tmpdir(), 'incremental-'));
const catalog = path.join(work, 'catalog');
/** Inside the checkout, as every build's OUT_DIR: builds refuse nothing there, and .cache/ is ignored by git. */
const OUT = path.resolve('.cache/incremental-test-out');
/** The clean full builds' own output, so the incremental builds' output folders alternate as they do in use. */
const CLEAN = `${OUT}-clean`;
const env = (day: string, out: string) => ({
  ...process.env,
  CONTENT_DIR: catalog,
  OUT_DIR: out,
  BUILD_NOW: `${day}T15:00:00Z`,
  MEMO_VERIFY: '1',
  NO_COLOR: '1',
  // Builds here follow each other within seconds: each starts from the site before the published one at once.
  BUILD_REUSE_AFTER_MS: '0',
});
const cacheDir = path.resolve(astroCacheDir({ CONTENT_DIR: catalog }));
const DAY = '2026-11-20';
const NEXT_DAY = '2026-11-21';
/** A deal whose publishedAt is NEXT_DAY: in no output of DAY's builds, in the next day's. */
const SCHEDULED = 'a-scheduled-deal';

interface Built {
  log: string;
  rendered: number;
  reused: number;
  full: string | undefined;
}

function build(day: string, force = false, out = OUT): Built {
  // The fingerprint's shortcut (an unchanged input keeps the output whole) has tests of its own.
  rmSync(`${out}.fingerprint`, { force: true });
  const run = spawnSync(process.execPath, ['scripts/build.ts'], { env: { ...env(day, out), FORCE_BUILD: force ? '1' : '' }, encoding: 'utf8' });
  const log = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) throw new Error(`build failed:\n${log.slice(-3000)}`);
  const summary = /build: (incremental|full \((.*)\)): (\d+) pages rendered, (\d+) reused/.exec(log);
  if (!summary) throw new Error(`no build summary in:\n${log.slice(-3000)}`);
  return { log, full: summary[2], rendered: Number(summary[3]), reused: Number(summary[4]) };
}

/** Every file under `root`, relative, sorted. */
function tree(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/** The files whose bytes differ between two output trees, and the files only one of them has. */
function differences(a: string, b: string): string[] {
  const [left, right] = [tree(a), tree(b)];
  const inRight = new Set(right);
  const inLeft = new Set(left);
  return [
    ...left.filter((f) => !inRight.has(f)).map((f) => `only in the incremental build: ${f}`),
    ...right.filter((f) => !inLeft.has(f)).map((f) => `only in the full build: ${f}`),
    ...left.flatMap((f) => {
      if (!inRight.has(f)) return [];
      const [x, y] = [readFileSync(path.join(a, f)), readFileSync(path.join(b, f))];
      return x.equals(y) ? [] : [`differs: ${f} ${firstDifference(x.toString('utf8'), y.toString('utf8'))}`];
    }),
  ];
}

/** Where two texts part, with some text around it. */
function firstDifference(x: string, y: string): string {
  let at = 0;
  while (x[at] === y[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
  return `at ${at}: incremental ${around(x)}, full ${around(y)}`;
}

/**
 * Builds incrementally as of `day`, then builds the same content in full with no cache into a folder of
 * its own, and returns the incremental build's summary and how the two outputs differ. The incremental
 * cache is put back after, so the next step reuses the incremental build's.
 */
function buildAndCompare(day: string): Built & { differences: string[] } {
  const incremental = build(day);
  const aside = `${cacheDir}-aside`;
  renameSync(cacheDir, aside);
  try {
    const full = build(day, true, CLEAN);
    expect(full.reused).toBe(0);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
    renameSync(aside, cacheDir);
  }
  return { ...incremental, differences: differences(OUT, CLEAN) };
}

/** Builds with the content unchanged since the last full build, and compares with that build's output. */
function buildAndCompareWithLastFull(day: string): Built & { differences: string[] } {
  const built = build(day);
  return { ...built, differences: differences(OUT, CLEAN) };
}

const productFile = (locale: 'pt' | 'en', id: string) => path.join(catalog, 'products', locale, `${id}.md`);
const ids = () =>
  readdirSync(path.join(catalog, 'products', 'pt'))
    .map((f) => f.replace(/\.md$/, ''))
    .sort();
function edit(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after, `${file} changed`).not.toBe(before);
  writeFileSync(file, after);
}
const field = (name: string, value: string) => (text: string) => text.replace(new RegExp(`^${name}:.*$`, 'm'), `${name}: ${value}`);

describe('an incremental build publishes what a full build of the same content publishes', () => {
  beforeAll(() => {
    const generated = spawnSync(
      process.execPath,
      ['scripts/catalog-generate.ts', '--count', '16', '--seed', '11', '--today', DAY, '--out', catalog, '--no-pages', '--local-photo-every', '16'],
      { encoding: 'utf8' },
    );
    if (generated.status !== 0) throw new Error(generated.stderr);
    // One deal has its last day on DAY: the next day's build ends it.
    edit(productFile('pt', ids()[1]!), (text) =>
      field('expiresAt', DAY)(text.includes('\nexpiresAt:') ? text : text.replace(/^publishedAt:.*$/m, (line) => `${line}\nexpiresAt: ${DAY}`)),
    );
    rmSync(cacheDir, { recursive: true, force: true });
    const first = build(DAY);
    expect(first.full).toMatch(/no previous build/);
    expect(first.log).toMatch(/started from an empty folder \(a full build\)/);
    // A second site, so the next build has one before the published one to start from.
    const second = build(DAY);
    expect(second.log).toMatch(/started from an empty folder \(no earlier site is kept\)/);
  }, 120_000);
  afterAll(() => {
    const outputs = readdirSync(path.dirname(OUT)).filter((name) => name.startsWith(path.basename(OUT)));
    for (const dir of [work, cacheDir, `${cacheDir}-aside`, ...outputs.map((name) => path.join(path.dirname(OUT), name))]) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const step = (name: string, change: () => void, expectation: (built: Built) => void, day = DAY) =>
    it(
      name,
      () => {
        change();
        const built = buildAndCompare(day);
        expect(built.differences).toEqual([]);
        expectation(built);
      },
      120_000,
    );
  const reusedMost = (built: Built) => {
    expect(built.full).toBeUndefined();
    expect(built.reused).toBeGreaterThan(built.rendered);
    // Built into the site before the published one: Astro wrote only what it rendered.
    expect(built.log).toMatch(/started from the site before the published one/);
  };

  // Two kinds of change a step, each on other deals, so a key that left one out could not hide behind the
  // other's re-rendering the same page (each step costs two builds: npm test's time).
  step(
    'a price changed; an English text changed on another deal',
    () => {
      edit(productFile('pt', ids()[0]!), (text) => text.replace(/^price: (.*)$/m, (_, price: string) => `price: ${(Number(price) * 0.9).toFixed(2)}`));
      const id = ids().find((i, n) => n > 4 && existsSync(productFile('en', i)))!;
      edit(productFile('en', id), field('title', 'A title changed in English only'));
    },
    reusedMost,
  );
  step(
    "a deploy recorded a deal's earlier price (its price history grew); another deal changed category",
    () => {
      const record = path.join(catalog, 'published-prices');
      mkdirSync(record, { recursive: true });
      // Its price before today's, published ten days before the build day.
      writeFileSync(path.join(record, '2026-11.tsv'), `@2026-11-10T04:00:00Z 0000000\n${ids()[2]!}\t999.99\n`);
      const file = productFile('pt', ids()[4]!);
      const category = /^category: (.*)$/m.exec(readFileSync(file, 'utf8'))![1]!.trim();
      edit(file, field('category', category === 'books' ? 'toys' : 'books'));
    },
    reusedMost,
  );
  step(
    'a new deal; another deal deleted; a deal scheduled for the next day (in no output yet)',
    () => {
      const [source] = ids();
      cpSync(productFile('pt', source!), productFile('pt', 'a-new-deal'));
      if (existsSync(productFile('en', source!))) cpSync(productFile('en', source!), productFile('en', 'a-new-deal'));
      const gone = ids()[3]!;
      rmSync(productFile('pt', gone));
      rmSync(productFile('en', gone), { force: true });
      const model = readFileSync(productFile('pt', ids()[5]!), 'utf8');
      writeFileSync(productFile('pt', SCHEDULED), field('publishedAt', NEXT_DAY)(model.replace(/^(expiresAt|unavailableSince):.*\n/gm, '')));
    },
    (built) => {
      reusedMost(built);
      expect(tree(OUT).filter((f) => f.includes(SCHEDULED))).toEqual([]);
    },
  );
  step(
    'the next day: one deal ended, the scheduled deal appeared, nothing edited',
    () => {},
    (built) => {
      reusedMost(built);
      expect(readFileSync(path.join(OUT, 'index.html'), 'utf8')).toContain(`/product/${SCHEDULED}/`);
      expect(existsSync(path.join(OUT, 'en', 'product', SCHEDULED, 'index.html'))).toBe(true);
    },
    NEXT_DAY,
  );
  it('a damaged cache is found and the build is a full one, saying why', () => {
    const manifest = path.join(cacheDir, 'incremental-build.json');
    // The page copies Astro would reuse: one edited as an attacker or a bad disk would.
    const copies = tree(path.join(cacheDir, 'dist')).filter((f) => f.startsWith('product/'));
    const copy = path.join(cacheDir, 'dist', copies[0]!);
    writeFileSync(copy, readFileSync(copy, 'utf8').replace(/R\$\s?[\d.,]+/, 'R$ 1,23'));
    const tampered = buildAndCompareWithLastFull(NEXT_DAY);
    expect(tampered.full).toMatch(/damaged cache: the copy of .* is not the page that build wrote/);
    expect(tampered.differences).toEqual([]);

    writeFileSync(manifest, readFileSync(manifest, 'utf8').slice(0, 200));
    const truncated = buildAndCompareWithLastFull(NEXT_DAY);
    expect(truncated.full).toMatch(/damaged cache: .* is not a manifest Astro wrote whole/);
    expect(truncated.differences).toEqual([]);

    rmSync(path.join(cacheDir, 'dist', copies[1]!));
    const missing = buildAndCompareWithLastFull(NEXT_DAY);
    expect(missing.full).toMatch(/damaged cache: the copy of .* is missing/);
    expect(missing.differences).toEqual([]);
  }, 240_000);

  step(
    'a shared component changed (a stylesheet every page loads)',
    () => {
      const sheet = path.resolve('src/styles/card.css');
      const original = readFileSync(sheet, 'utf8');
      writeFileSync(sheet, `${original}\n.incremental-test-rule {\n  color: red;\n}\n`);
      try {
        const built = buildAndCompare(NEXT_DAY);
        expect(built.differences).toEqual([]);
        // Astro sees the change in every page's module graph: nothing can be reused, and the log says why.
        expect(built.reused).toBe(0);
        expect(built.full).toMatch(/^every page's key or its route's code changed/);
      } finally {
        writeFileSync(sheet, original);
      }
    },
    () => {},
    NEXT_DAY,
  );
});
