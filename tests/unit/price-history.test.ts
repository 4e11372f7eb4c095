/**
 * The price history reads only the published-prices record: each scenario commits to a real git
 * repository as editors do, "deploys" (a built site's deal shards, recorded with prices:record's own code)
 * at chosen moments, and checks that only what a deploy published shows, dated when it was published.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_RECORD_FILE_BYTES, publishedPricesDir, readRecord } from '../../src/content/published-prices.ts';
import { validateCatalog } from '../../src/content/validate.ts';
import { shardDeals, type DealRecord } from '../../src/lib/deal-data.ts';
import { priceDrops } from '../../src/lib/pages/feed.ts';
import { describeReading, readPriceHistoryForBuild } from '../../src/lib/price-history-report.ts';
import { priceSummary, publishedPricePoints, readPriceHistory, type PricePoint } from '../../src/lib/price-history.ts';
import { committedPrice, readGitPriceHistory } from '../../tools/published-prices/git-history.ts';
import { markMistake, publishedFromDist, recordDeploy } from '../../tools/published-prices/record.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-20T12:00:00Z');
const daysAgo = (n: number, hourUtc = 6) => new Date(Date.UTC(2026, 10, 20 - n, hourUtc));

const product = (price: string) => `---\ntitle: "Oferta"\ncategory: electronics\nprice: ${price}\nlistPrice: 99999\n---\nTexto.\n`;

let root: string;
const env = (date?: Date) => ({
  ...process.env,
  GIT_AUTHOR_DATE: date?.toISOString(),
  GIT_COMMITTER_DATE: date?.toISOString(),
  GIT_CONFIG_GLOBAL: '/dev/null',
});
const git = (cwd: string, args: string[], date?: Date) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=e@example.com', ...args], { cwd, env: env(date), stdio: 'pipe' }).toString();

/** A catalog repository: `content/products/pt/*.md` and the record beside them. */
function catalogRepo(name: string) {
  const repo = path.join(root, name);
  const products = path.join(repo, 'content/products/pt');
  const record = publishedPricesDir(path.join(repo, 'content'));
  mkdirSync(products, { recursive: true });
  git(repo, ['init', '-q', '-b', 'main']);
  const commit = (files: Record<string, string>, date: Date, message = 'prices') => {
    for (const [id, price] of Object.entries(files)) writeFileSync(path.join(products, `${id}.md`), product(price));
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', message], date);
  };
  /** What the deploy job does: the built site's prices (its deal shards) recorded at the publish moment, committed back. */
  const deploy = (at: Date) => {
    const dist = path.join(root, `${name}-dist`);
    rmSync(dist, { recursive: true, force: true });
    mkdirSync(path.join(dist, 'deals'), { recursive: true });
    const deals: [string, DealRecord][] = readdirSync(products).map((file) => {
      const read = committedPrice(readFileSync(path.join(products, file), 'utf8'));
      if (!('price' in read)) throw new Error(`${file}: ${read.value}`);
      return [file.slice(0, -3), { price: read.price } as DealRecord];
    });
    shardDeals(deals, '2026-11-20').forEach((shard, n) => writeFileSync(path.join(dist, 'deals', `${n}.json`), JSON.stringify(shard)));
    recordDeploy(record, at, git(repo, ['rev-parse', '--short=12', 'HEAD']).trim(), publishedFromDist(dist));
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '--allow-empty', '-m', 'Published prices'], at);
  };
  const history = () => readPriceHistory(record, NOW).history;
  return { repo, products, record, commit, deploy, history };
}

const series = (points: readonly PricePoint[] | undefined) => points?.map((p) => [p.date.toISOString(), p.price]);

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'price-history-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a price counts only if a deploy published it', () => {
  it('a work-in-progress price of a fast-forward merged branch never shows', () => {
    const c = catalogRepo('fast-forward');
    c.commit({ notebook: '499' }, daysAgo(30));
    c.deploy(daysAgo(30, 7));
    git(c.repo, ['checkout', '-q', '-b', 'wip']);
    c.commit({ notebook: '5' }, daysAgo(8), 'WIP');
    c.commit({ notebook: '499' }, daysAgo(6), 'fix price');
    git(c.repo, ['checkout', '-q', 'main']);
    git(c.repo, ['merge', '-q', '--ff-only', 'wip'], daysAgo(5));
    c.deploy(daysAgo(5, 7));
    // The first-parent git reading of before counted the WIP price; the record never had it.
    return readGitPriceHistory(c.products, NOW).then((before) => {
      expect(before.history.get('notebook')?.map((p) => p.price)).toContain(5);
      expect(series(c.history().get('notebook'))).toEqual([[daysAgo(30, 7).toISOString(), 499]]);
      expect(priceSummary(c.history().get('notebook'), 499, NOW)).toBeUndefined();
    });
  });

  it('a rebase that rewrites commit dates moves no date and makes no drop', async () => {
    const c = catalogRepo('rebase');
    c.commit({ fone: '100' }, daysAgo(28));
    c.deploy(daysAgo(28, 7));
    c.commit({ fone: '80' }, daysAgo(14));
    c.deploy(daysAgo(14, 7));
    c.commit({ fone: '90' }, daysAgo(1));
    c.deploy(daysAgo(1, 7));
    const before = series(c.history().get('fone'));
    // Every commit re-dated to today, as a rebase does.
    git(c.repo, ['rebase', '-q', '--force-rebase', '--root'], NOW);
    expect(
      git(c.repo, ['log', '--format=%cI'])
        .trim()
        .split('\n')
        .every((d) => d.startsWith('2026-11-20T12:00:00')),
    ).toBe(true);
    expect(series(c.history().get('fone'))).toEqual(before);
    // The git reading of before dated every price by the rewritten commits: today.
    expect((await readGitPriceHistory(c.products, NOW)).history.get('fone')?.every((p) => p.date.getTime() === NOW.getTime())).toBe(true);
    expect(before).toEqual([
      [daysAgo(28, 7).toISOString(), 100],
      [daysAgo(14, 7).toISOString(), 80],
      [daysAgo(1, 7).toISOString(), 90],
    ]);
    const summary = priceSummary(c.history().get('fone'), 90, NOW)!;
    expect(summary.drop).toBeUndefined();
    expect(summary.low).toBe(80);
  });

  it('an overnight typo fixed before the nightly deploy is neither a price nor a drop', async () => {
    const c = catalogRepo('typo');
    c.commit({ tv: '1499' }, daysAgo(10));
    c.deploy(daysAgo(10, 6));
    c.commit({ tv: '14990' }, daysAgo(1, 23), 'tv: new price');
    c.commit({ tv: '1399' }, daysAgo(0, 5), 'tv: typo');
    c.deploy(daysAgo(0, 6));
    const history = c.history();
    expect(history.get('tv')?.map((p) => p.price)).toEqual([1499, 1399]);
    // The git reading of before counted the typo (committed at 20:00 in Brasília, fixed after midnight there).
    expect((await readGitPriceHistory(c.products, NOW)).history.get('tv')?.map((p) => p.price)).toEqual([1499, 14990, 1399]);
    const drops = priceDrops([{ id: 'tv' } as Parameters<typeof priceDrops>[0][number]], (p) => priceSummary(history.get(p.id), 1399, NOW));
    expect(drops.map((d) => [d.from, d.date.toISOString()])).toEqual([[1499, daysAgo(0, 6).toISOString()]]);
  });

  it('a backdated commit is dated when its price was published; a backdated record line is left out and refused', async () => {
    const c = catalogRepo('backdated');
    c.commit({ mouse: '50' }, daysAgo(20));
    c.deploy(daysAgo(20, 6));
    c.commit({ mouse: '40' }, new Date('2025-01-01T00:00:00Z'), 'backdated');
    c.deploy(daysAgo(2, 6));
    // The git reading of before put the backdated price last, dated before the one it replaced.
    expect(series((await readGitPriceHistory(c.products, NOW)).history.get('mouse'))?.at(-1)).toEqual(['2025-01-01T00:00:00.000Z', 40]);
    expect(series(c.history().get('mouse'))).toEqual([
      [daysAgo(20, 6).toISOString(), 50],
      [daysAgo(2, 6).toISOString(), 40],
    ]);
    // A hand-written deploy line dated before the last one, and one dated after this build.
    const file = path.join(c.record, '2026-11.tsv');
    appendFileSync(
      file,
      `@${daysAgo(15, 6).toISOString().replace('.000', '')} hand\nmouse\t9.9\n@2026-11-30T00:00:00Z hand\nmouse\t1\n@2026-12-01T00:00:00Z hand\nmouse\t2\n`,
    );
    const reading = readPriceHistory(c.record, NOW);
    expect(reading.history.get('mouse')?.map((p) => p.price)).toEqual([50, 40]);
    expect(reading.dropped.map((d) => [d.reason, d.value])).toEqual([
      ['out-of-order', '9.9'],
      ['future', '1'],
      ['out-of-order', '2'],
    ]);
    const report = await validateCatalog(path.join(c.repo, 'content'), { now: NOW });
    expect(report.errors.filter((e) => e.file.endsWith('published-prices/2026-11.tsv')).map((e) => e.message)).toEqual([
      expect.stringMatching(/dated before the deploy above it.*left out/),
      expect.stringMatching(/filed under 2026-11\.tsv, not its own month's file/),
    ]);
  });

  it('every clone with the record shows the same history, a shallow one too; a repository never deployed shows none and says so once', () => {
    const c = catalogRepo('cloned');
    c.commit({ sofa: '2500' }, daysAgo(40));
    c.deploy(daysAgo(40, 6));
    c.commit({ sofa: '2200' }, daysAgo(3));
    c.deploy(daysAgo(3, 6));
    for (const depth of [[], ['--depth', '1']]) {
      const clone = path.join(root, `clone${depth.length}`);
      git(root, ['clone', '-q', ...depth, `file://${c.repo}`, clone]);
      expect(series(readPriceHistory(publishedPricesDir(path.join(clone, 'content')), NOW).history.get('sofa'))).toEqual(series(c.history().get('sofa')));
    }
    const never = catalogRepo('never-deployed');
    never.commit({ sofa: '2500' }, daysAgo(40));
    never.commit({ sofa: '2200' }, daysAgo(3));
    const reading = readPriceHistory(never.record, NOW);
    expect(reading.missing).toBe(true);
    expect(reading.history.size).toBe(0);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      readPriceHistoryForBuild(never.record, NOW);
      expect(log.mock.calls).toEqual([
        [expect.stringMatching(/^price history: none: .*published-prices\/ holds no published-prices record.*docs\/deploy\.md/)],
      ]);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
      warn.mockRestore();
    }
  });

  it('a deployed mistake leaves the history, the low and the drop feed once an operator marks it', () => {
    const c = catalogRepo('mistake');
    c.commit({ tv: '1499' }, daysAgo(10));
    c.deploy(daysAgo(10, 6));
    c.commit({ tv: '14990' }, daysAgo(2, 5));
    c.deploy(daysAgo(2, 6));
    c.commit({ tv: '1499' }, daysAgo(1, 5));
    c.deploy(daysAgo(1, 6));
    expect(priceSummary(c.history().get('tv'), 1499, NOW)?.drop?.from).toBe(14990);
    expect(() => markMistake(c.record, 'tv', daysAgo(3, 6), NOW)).toThrow(/no deploy of 2026-11-17T06:00:00Z published "tv"; its recorded prices.*14990/);
    markMistake(c.record, 'tv', daysAgo(2, 6), NOW);
    expect(
      c
        .history()
        .get('tv')
        ?.map((p) => p.price),
    ).toEqual([1499]);
    expect(priceSummary(c.history().get('tv'), 1499, NOW)).toBeUndefined();
    expect(describeReading(readPriceHistory(c.record, NOW), 'content/published-prices').info.join('\n')).toMatch(/1 price marked as a mistake.*tv 14990/);
  });
});

describe('the record', () => {
  it('records only changes, a deal that left the site, and refuses a clock behind the record', () => {
    const c = catalogRepo('changes');
    c.commit({ a: '10', b: '20' }, daysAgo(5));
    c.deploy(daysAgo(5, 6));
    c.deploy(daysAgo(4, 6));
    git(c.repo, ['rm', '-q', 'content/products/pt/b.md']);
    c.commit({ a: '9.5' }, daysAgo(3));
    c.deploy(daysAgo(3, 6));
    const text = readFileSync(path.join(c.record, '2026-11.tsv'), 'utf8');
    expect(text.split('\n').filter((l) => l && !l.startsWith('#') && !l.startsWith('@'))).toEqual(['a\t10', 'b\t20', 'a\t9.5', 'b\t-']);
    expect(c.history().has('b')).toBe(false);
    expect(() => recordDeploy(c.record, daysAgo(4), 'late', new Map([['a', 1]]))).toThrow(/clock of this machine is behind/);
  });

  it('never reads a file over the cap, and content:check refuses it naming the limit', async () => {
    const c = catalogRepo('cap');
    c.commit({ a: '10' }, daysAgo(5));
    c.deploy(daysAgo(5, 6));
    writeFileSync(path.join(c.record, '2026-10.tsv'), Buffer.alloc(MAX_RECORD_FILE_BYTES + 1, '#'));
    const record = readRecord(c.record)!;
    expect(record.files).toBe(1);
    expect(record.problems[0]?.message).toMatch(/over the 24 MB a record file may hold \(MAX_RECORD_FILE_BYTES\)/);
    const report = await validateCatalog(path.join(c.repo, 'content'), { now: NOW });
    expect(report.errors.filter((e) => e.file.includes('published-prices')).map((e) => `${e.file}: ${e.message}`)).toEqual([
      expect.stringMatching(/published-prices\/2026-10\.tsv: is 24\.0 MB, over the 24 MB/),
    ]);
  });

  it('a build reads only the months its window needs, from the snapshot that starts each month', () => {
    const dir = path.join(root, 'months');
    // A deploy on the 2nd of each month for a year, each repricing the deal; another deal never repriced.
    for (let month = 0; month < 12; month++) {
      recordDeploy(
        dir,
        new Date(Date.UTC(2025, 11 + month, 2, 6)),
        `m${month}`,
        new Map([
          ['a', 100 + month],
          ['b', 50],
        ]),
      );
    }
    expect(readdirSync(dir)).toHaveLength(12);
    const whole = readPriceHistory(dir, NOW).history;
    // Remove the months before the window's (August 22): nothing the build shows changes.
    for (const name of readdirSync(dir)) if (name < '2026-08.tsv') rmSync(path.join(dir, name));
    const read = readPriceHistory(dir, NOW);
    expect(read.problems).toEqual([]);
    expect(series(read.history.get('a'))).toEqual(series(whole.get('a')?.slice(-6)));
    expect(series(read.history.get('b'))).toEqual([[new Date(Date.UTC(2025, 11, 2, 6)).toISOString(), 50]]);
    for (const price of [111, 108]) expect(priceSummary(read.history.get('a'), price, NOW)).toEqual(priceSummary(whole.get('a'), price, NOW));
    // A mark of a price the snapshot carries still takes it out.
    markMistake(dir, 'a', new Date(Date.UTC(2026, 9, 2, 6)), NOW);
    expect(
      readPriceHistory(dir, NOW)
        .history.get('a')
        ?.map((p) => p.price),
    ).toEqual([106, 107, 108, 109, 111]);
  });

  it('gives each product page its points as plain values to hash', () => {
    const c = catalogRepo('points');
    c.commit({ a: '10' }, daysAgo(5));
    c.deploy(daysAgo(5, 6));
    c.commit({ a: '8' }, daysAgo(2));
    c.deploy(daysAgo(2, 6));
    const points = publishedPricePoints(c.history(), 'a', NOW);
    expect(points).toEqual([
      [daysAgo(5, 6).toISOString(), 10],
      [daysAgo(2, 6).toISOString(), 8],
    ]);
    expect(JSON.parse(JSON.stringify(points))).toEqual(points);
    expect(publishedPricePoints(c.history(), 'a', daysAgo(3))).toEqual([[daysAgo(5, 6).toISOString(), 10]]);
    expect(publishedPricePoints(c.history(), 'unknown', NOW)).toEqual([]);
  });
});

describe('priceSummary', () => {
  const points = (...pairs: [number, number][]) => pairs.map(([days, price]) => ({ date: new Date(NOW.getTime() - days * DAY), price }));

  it('summarises the 90-day low, the last change, the badge and a recent drop', () => {
    const fone = priceSummary(points([200, 300], [100, 250], [60, 280], [3, 199]), 199, NOW)!;
    // 250 was in effect when the window opened (changed 100 days ago), then 280, then 199.
    expect(fone.low).toBe(199);
    expect(fone.lowestNow).toBe(true);
    expect(fone.lastChange).toEqual(new Date(Date.UTC(2026, 10, 17)));
    expect(fone.drop).toEqual({ from: 280, date: new Date(NOW.getTime() - 3 * DAY) });
    // A price above the window's low gets no badge; a price this build publishes is charted as today's point.
    const up = priceSummary(points([200, 300], [100, 250], [60, 280], [3, 199]), 260, NOW)!;
    expect(up.low).toBe(199);
    expect(up.lowestNow).toBe(false);
    expect(up.points.at(-1)).toEqual({ date: NOW, price: 260 });
    // A product never repriced has nothing to show.
    expect(priceSummary(points([1, 10]), 10, NOW)).toBeUndefined();
    expect(priceSummary(undefined, 10, NOW)).toBeUndefined();
  });

  it("dates the last change by the stores' day: a drop published at 22:40 in Brasília happened that day", () => {
    const summary = priceSummary(
      [
        { date: new Date('2026-11-01T12:00:00Z'), price: 1000 },
        { date: new Date('2026-11-20T22:40:00-03:00'), price: 900 },
      ],
      900,
      new Date('2026-11-21T12:00:00Z'),
    )!;
    expect(summary.lastChange).toEqual(new Date('2026-11-20T00:00:00Z'));
  });
});
