import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portugueseScaffold } from '../../src/content/scaffold.ts';
import { describeReading } from '../../src/lib/price-history-report.ts';
import { livePrices, priceSummary, readPriceHistory, type PricePoint } from '../../src/lib/price-history.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-20T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

const product = (price: number, body = 'Texto.') => `---\ntitle: "Oferta"\ncategory: electronics\nprice: ${price}\nlistPrice: 999\n---\n${body}\n`;

let root: string;
let repo: string;
const git = (cwd: string, args: string[], date?: Date) =>
  execFileSync('git', args, {
    cwd,
    env: { ...process.env, GIT_AUTHOR_DATE: date?.toISOString(), GIT_COMMITTER_DATE: date?.toISOString(), GIT_CONFIG_GLOBAL: '/dev/null' },
    stdio: 'pipe',
  });

/** Commits the given files (content, or null to delete) at a date. */
function commit(files: Record<string, string | null>, date: Date) {
  for (const [name, content] of Object.entries(files)) {
    if (content === null) git(repo, ['rm', '-q', `content/products/pt/${name}`]);
    else writeFileSync(path.join(repo, 'content/products/pt', name), content);
  }
  git(repo, ['add', '-A']);
  git(repo, ['-c', 'user.name=Editor', '-c', 'user.email=e@example.com', 'commit', '-q', '-m', 'prices'], date);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'price-history-'));
  repo = path.join(root, 'repo');
  mkdirSync(path.join(repo, 'content/products/pt'), { recursive: true });
  git(repo, ['init', '-q', '-b', 'main']);
  commit({ 'fone.md': product(300), 'tv.md': product(2000), 'velho.md': product(50) }, daysAgo(200));
  commit({ 'fone.md': product(250) }, daysAgo(100));
  commit({ 'fone.md': product(280, 'price: 1 no corpo não conta.') }, daysAgo(60));
  // A rename keeps the series; a deletion drops it.
  git(repo, ['mv', 'content/products/pt/tv.md', 'content/products/pt/tv-55.md']);
  commit({ 'velho.md': null }, daysAgo(30));
  commit({ 'fone.md': product(199) }, daysAgo(3));
  commit({ 'tv-55.md': product(1800) }, daysAgo(20));
  commit({ 'novo.md': product(10) }, daysAgo(1));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('readPriceHistory', () => {
  it('reads every product price change in one pass, following renames and dropping deleted products', async () => {
    const { history } = await readPriceHistory(path.join(repo, 'content/products/pt'));
    const series = (id: string) => history.get(id)?.map((p: PricePoint) => [Math.round((NOW.getTime() - p.date.getTime()) / DAY), p.price]);
    expect(series('fone')).toEqual([
      [200, 300],
      [100, 250],
      [60, 280],
      [3, 199],
    ]);
    expect(series('tv-55')).toEqual([
      [200, 2000],
      [20, 1800],
    ]);
    expect(history.has('tv')).toBe(false);
    expect(history.has('velho')).toBe(false);
    expect(series('novo')).toEqual([[1, 10]]);
  });

  it('summarises the 90-day low, the last change, the badge and a recent drop', async () => {
    const { history } = await readPriceHistory(path.join(repo, 'content/products/pt'));
    const fone = priceSummary(history.get('fone'), 199, NOW)!;
    // 250 was in effect when the window opened (changed 100 days ago), then 280, then 199.
    expect(fone.low).toBe(199);
    expect(fone.lowestNow).toBe(true);
    // The day, not the moment: NOW is noon UTC, the same calendar day in Brasília.
    expect(fone.lastChange).toEqual(new Date(Date.UTC(2026, 10, 17)));
    expect(fone.drop).toEqual({ from: 280, date: daysAgo(3) });

    const tv = priceSummary(history.get('tv-55'), 1800, NOW)!;
    expect(tv.low).toBe(1800);
    expect(tv.lowestNow).toBe(true);
    expect(tv.drop).toBeUndefined();

    // A price above the window's low gets no badge; an uncommitted price is charted as today's point.
    const up = priceSummary(history.get('fone'), 260, NOW)!;
    expect(up.low).toBe(199);
    expect(up.lowestNow).toBe(false);
    expect(up.points.at(-1)).toEqual({ date: NOW, price: 260 });

    // A product never repriced has nothing to show.
    expect(priceSummary(history.get('novo'), 10, NOW)).toBeUndefined();
    expect(priceSummary(undefined, 10, NOW)).toBeUndefined();
  });

  it('yields no history for a shallow clone or a folder outside git, and says why', async () => {
    const shallow = path.join(root, 'shallow');
    git(root, ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    const fromShallow = await readPriceHistory(path.join(shallow, 'content/products/pt'));
    expect(fromShallow.history.size).toBe(0);
    expect(fromShallow.problem?.kind).toBe('shallow');
    expect(describeReading(fromShallow, 'content/products/pt').warnings[0]).toMatch(/NOT READ.*shallow.*fetch-depth: 0/);
    const loose = path.join(root, 'loose');
    mkdirSync(loose);
    writeFileSync(path.join(loose, 'x.md'), product(1));
    const outside = await readPriceHistory(loose);
    expect(outside.history.size).toBe(0);
    expect(outside.problem?.kind).toBe('not-a-repository');
    expect(describeReading(outside, 'x').warnings).toEqual([]);
    expect((await readPriceHistory(path.join(root, 'missing'))).history.size).toBe(0);
    // A catalog folder inside a repository but never committed (a generated catalog under .cache/).
    const untracked = path.join(repo, 'generated');
    mkdirSync(untracked);
    writeFileSync(path.join(untracked, 'x.md'), product(1));
    expect(describeReading(await readPriceHistory(untracked), 'generated')).toEqual({
      info: ['price history: none (no commit of generated on the checked-out branch)'],
      warnings: [],
    });
  });

  it('warns when git refuses a repository another user owns (CI containers)', async () => {
    const saved = { owner: process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER, global: process.env.GIT_CONFIG_GLOBAL };
    process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER = '1';
    process.env.GIT_CONFIG_GLOBAL = '/dev/null';
    try {
      const reading = await readPriceHistory(path.join(repo, 'content/products/pt'));
      expect(reading.history.size).toBe(0);
      expect(reading.problem?.kind).toBe('refused');
      expect(describeReading(reading, 'content/products/pt').warnings[0]).toMatch(/another user owns it.*safe\.directory/);
    } finally {
      for (const [key, value] of [
        ['GIT_TEST_ASSUME_DIFFERENT_OWNER', saved.owner],
        ['GIT_CONFIG_GLOBAL', saved.global],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});

describe('readPriceHistory keeps only prices that were live on the deployed branch', () => {
  const at = (days: number, hour = 12) => new Date(Date.UTC(2026, 10, 20 + days, hour));
  // The scaffold's own price line (`npm run content:new`), with the number filled in and the comment kept.
  const scaffoldLine = /^price: #.*$/m.exec(portugueseScaffold({ id: 'x', category: 'toys', today: '2026-11-01' }))![0];
  const scaffolded = (price: string, body = 'Texto.') => `---\ntitle: "Oferta"\n${scaffoldLine.replace('price: #', `price: ${price} #`)}\n---\n${body}\n`;
  let live: string;
  const write = (name: string, content: string) => writeFileSync(path.join(live, 'products/pt', name), content);
  const commitAll = (message: string, date: Date) => {
    git(live, ['add', '-A']);
    git(live, ['-c', 'user.name=Editor', '-c', 'user.email=e@example.com', 'commit', '-q', '-m', message], date);
  };

  beforeAll(() => {
    live = path.join(root, 'live');
    mkdirSync(path.join(live, 'products/pt'), { recursive: true });
    git(live, ['init', '-q', '-b', 'main']);
    write('tv.md', scaffolded('14990'));
    write('fone.md', scaffolded('100'));
    write('mouse.md', scaffolded('50'));
    write('sofa.md', scaffolded('2500'));
    commitAll('catalog', at(-10));
    // A typo reverted within the hour: never live at a build.
    write('tv.md', scaffolded('1499'));
    commitAll('tv', at(-5, 10));
    write('tv.md', scaffolded('14990'));
    commitAll('tv: typo', at(-5, 11));
    // A branch with drafts, and a main-line change to the same file: the merge's resolution counts.
    git(live, ['checkout', '-q', '-b', 'draft']);
    write('fone.md', scaffolded('10'));
    commitAll('draft 1', at(-4));
    write('fone.md', scaffolded('80'));
    commitAll('draft 2', at(-3));
    git(live, ['checkout', '-q', 'main']);
    write('fone.md', scaffolded('90'));
    write('mouse.md', scaffolded('45', 'Descrição.\nprice: 1\n'));
    commitAll('fone and mouse', at(-3, 18));
    try {
      git(live, ['merge', '-q', 'draft'], at(-2));
    } catch {
      // The conflict on fone.md is expected; the editor resolves it by hand.
    }
    write('fone.md', scaffolded('85'));
    commitAll('merge draft', at(-2));
    // A thousands separator is not a price (2.500 would read as 2.5).
    write('sofa.md', scaffolded('2.500'));
    commitAll('sofa', at(-1, 9));
    write('mouse.md', scaffolded('1'));
    commitAll('mouse test\n\nPrice-History: ignore', at(-1, 10));
    // Dated a year ahead (a wrong clock): left out, and no crash.
    write('tv.md', scaffolded('13990'));
    commitAll('tv', at(365));
  });

  const NOW_LIVE = new Date(Date.UTC(2026, 10, 20, 12));
  const prices = (history: Map<string, PricePoint[]>, id: string) => history.get(id)?.map((p) => p.price);

  it('reads the scaffold-style line, follows merges by their resolution and drops what was never live', async () => {
    const reading = await readPriceHistory(path.join(live, 'products/pt'), NOW_LIVE);
    expect(reading.problem).toBeUndefined();
    expect(prices(reading.history, 'tv')).toEqual([14990]);
    expect(prices(reading.history, 'fone')).toEqual([100, 90, 85]);
    expect(prices(reading.history, 'mouse')).toEqual([50, 45]);
    expect(prices(reading.history, 'sofa')).toEqual([2500]);
    const dropped = reading.dropped.map((d) => [d.reason, d.id, d.value]);
    expect(dropped).toEqual(
      expect.arrayContaining([
        ['same-day', 'tv', '1499'],
        ['invalid', 'sofa', '2.500'],
        ['ignored', 'mouse', '1'],
        ['future', 'tv', '13990'],
      ]),
    );
    expect(dropped).toHaveLength(4);
    expect(priceSummary(reading.history.get('tv'), 13990, NOW_LIVE)?.points.at(-1)).toEqual({ date: NOW_LIVE, price: 13990 });
  });

  it('reports the count and every price left out in the build log', async () => {
    const log = describeReading(await readPriceHistory(path.join(live, 'products/pt'), NOW_LIVE), 'products/pt');
    expect(log.warnings).toEqual([]);
    expect(log.info[0]).toMatch(/^price history: 2 products have price history \(a price change on record\), of 4 with a committed price; \d+ commits/);
    expect(log.info.join('\n')).toMatch(/1 price dated after this build: tv 13990/);
    expect(log.info.join('\n')).toMatch(/replaced the same day.*tv 1499/);
    expect(log.info.join('\n')).toMatch(/not a valid price: sofa 2\.500/);
    expect(log.info.join('\n')).toMatch(/marked "Price-History: ignore": mouse 1/);
  });
});

describe('livePrices counts days on the stores clock', () => {
  const commit = (hash: string, iso: string) => ({ hash, date: new Date(iso), ignored: false, changes: [{ id: 'tv', blob: hash }] });
  const priceOf = (blob: string) => ({ price: Number(blob.split('-')[1]) });

  it('drops a price replaced before midnight in Brasília, though UTC had moved to the next day', () => {
    // 20:00 and 22:00 in Brasília: one evening, so the first price was never live at a nightly build.
    const evening = livePrices([commit('a-1000', '2026-11-27T23:00:00Z'), commit('b-900', '2026-11-28T01:00:00Z')], priceOf, new Date('2026-11-29T12:00:00Z'));
    expect(evening.history.get('tv')?.map((p) => p.price)).toEqual([900]);
    expect(evening.dropped.map((d) => [d.reason, d.value])).toEqual([['same-day', '1000']]);
    // Across midnight there (02:00 and 04:00 UTC), both count.
    const across = livePrices([commit('a-1000', '2026-11-28T02:00:00Z'), commit('b-900', '2026-11-28T04:00:00Z')], priceOf, new Date('2026-11-29T12:00:00Z'));
    expect(across.history.get('tv')?.map((p) => p.price)).toEqual([1000, 900]);
  });

  it("dates the last change by the stores' day: a drop committed at 22:40 in Brasília happened that day", () => {
    const points = [
      { date: new Date('2026-11-01T12:00:00Z'), price: 1000 },
      { date: new Date('2026-11-20T22:40:00-03:00'), price: 900 },
    ];
    const summary = priceSummary(points, 900, new Date('2026-11-21T12:00:00Z'))!;
    expect(summary.lastChange).toEqual(new Date('2026-11-20T00:00:00Z'));
  });
});
