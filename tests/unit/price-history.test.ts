/**
 * The price history reads only the published-prices record: each scenario commits to a real git
 * repository as editors do, "deploys" (a built site's deal shards, recorded with prices:record's own code)
 * at chosen moments, and checks that only what a deploy published shows, dated when it was published.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishedPricesDir } from '../../src/content/published-prices.ts';
import { validateCatalog } from '../../src/content/validate.ts';
import { priceDrops } from '../../src/lib/pages/feed.ts';
import { describeReading, readPriceHistoryForBuild } from '../../src/lib/price-history-report.ts';
import { priceSummary, readPriceHistory } from '../../src/lib/price-history.ts';
import { readGitPriceHistory } from '../../tools/published-prices/git-history.ts';
import { markMistake } from '../../tools/published-prices/record.ts';
import { catalogRepo as repoIn, daysAgo, git, NOW, series } from './price-history-repo.ts';

let root: string;
const catalogRepo = (name: string) => repoIn(root, name);

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
