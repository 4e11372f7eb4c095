import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portugueseScaffold } from '../../src/content/scaffold.ts';
import { readPriceHistory, type PricePoint } from '../../src/lib/price-history.ts';
import { livePrices, readGitPriceHistory } from '../../tools/published-prices/git-history.ts';
import { MAX_FRONT_MATTER_BYTES } from '../../tools/published-prices/price-log.ts';
import { seedRecord } from '../../tools/published-prices/record.ts';

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

describe('readGitPriceHistory (the seed of a record)', () => {
  it('reads every product price change in one pass, following renames and dropping deleted products', async () => {
    const { history } = await readGitPriceHistory(path.join(repo, 'content/products/pt'));
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

  it('yields no history for a shallow clone or a folder outside git, and says why', async () => {
    const shallow = path.join(root, 'shallow');
    git(root, ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    const fromShallow = await readGitPriceHistory(path.join(shallow, 'content/products/pt'));
    expect(fromShallow.history.size).toBe(0);
    expect(fromShallow.problem?.kind).toBe('shallow');
    const loose = path.join(root, 'loose');
    mkdirSync(loose);
    writeFileSync(path.join(loose, 'x.md'), product(1));
    const outside = await readGitPriceHistory(loose);
    expect(outside.history.size).toBe(0);
    expect(outside.problem?.kind).toBe('not-a-repository');
    expect((await readGitPriceHistory(path.join(root, 'missing'))).history.size).toBe(0);
    // A catalog folder inside a repository but never committed (a generated catalog under .cache/).
    const untracked = path.join(repo, 'generated');
    mkdirSync(untracked);
    writeFileSync(path.join(untracked, 'x.md'), product(1));
    expect(await readGitPriceHistory(untracked)).toEqual({ history: new Map(), dropped: [], commits: 0 });
  });

  it('warns when git refuses a repository another user owns (CI containers)', async () => {
    const saved = { owner: process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER, global: process.env.GIT_CONFIG_GLOBAL };
    process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER = '1';
    process.env.GIT_CONFIG_GLOBAL = '/dev/null';
    try {
      const reading = await readGitPriceHistory(path.join(repo, 'content/products/pt'));
      expect(reading.history.size).toBe(0);
      expect(reading.problem?.kind).toBe('refused');
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

describe('readGitPriceHistory (the seed of a record) keeps only prices that were live on the deployed branch', () => {
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
    const reading = await readGitPriceHistory(path.join(live, 'products/pt'), NOW_LIVE);
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
});

describe('the seed reads front matter only, at most MAX_FRONT_MATTER_BYTES of a file', () => {
  it('reads the price of a file with a huge body, and refuses front matter that does not end in time', async () => {
    const big = path.join(root, 'big');
    mkdirSync(path.join(big, 'pt'), { recursive: true });
    git(big, ['init', '-q', '-b', 'main']);
    const commitAt = (name: string, content: string, date: Date) => {
      writeFileSync(path.join(big, 'pt', name), content);
      git(big, ['add', '-A']);
      git(big, ['-c', 'user.name=Editor', '-c', 'user.email=e@example.com', 'commit', '-q', '-m', 'x'], date);
    };
    commitAt('huge.md', product(300), daysAgo(20));
    // 32 MB of body (a price-like line in it too): only the front matter is kept.
    commitAt('huge.md', product(250, `${'x'.repeat(80)}\nprice: 1\n`.repeat(400_000)), daysAgo(10));
    commitAt('long.md', `---\ntitle: "${'y'.repeat(MAX_FRONT_MATTER_BYTES)}"\nprice: 5\n---\nTexto.\n`, daysAgo(5));
    const started = performance.now();
    const reading = await readGitPriceHistory(path.join(big, 'pt'), NOW);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(reading.history.get('huge')?.map((p) => p.price)).toEqual([300, 250]);
    expect(reading.history.has('long')).toBe(false);
    expect(reading.dropped.map((d) => [d.id, d.reason, d.value])).toEqual([['long', 'invalid', '(unreadable in git, or front matter over 64 KB)']]);
  });

  it('seeds a record that shows what the git reading showed, dated as it was', async () => {
    const reading = await readGitPriceHistory(path.join(repo, 'content/products/pt'), NOW);
    const dir = path.join(root, 'seeded');
    seedRecord(dir, reading.history);
    const seeded = readPriceHistory(dir, NOW).history;
    expect([...seeded.keys()].sort()).toEqual([...reading.history.keys()].sort());
    for (const [id, points] of reading.history) expect(seeded.get(id)).toEqual(points);
    expect(() => seedRecord(dir, reading.history)).toThrow(/already holds a record/);
  });
});
