import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceSummary, readPriceHistory, type PricePoint } from '../../src/lib/price-history.ts';

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
    const history = await readPriceHistory(path.join(repo, 'content/products/pt'));
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
    const history = await readPriceHistory(path.join(repo, 'content/products/pt'));
    const fone = priceSummary(history.get('fone'), 199, NOW)!;
    // 250 was in effect when the window opened (changed 100 days ago), then 280, then 199.
    expect(fone.low).toBe(199);
    expect(fone.lowestNow).toBe(true);
    expect(fone.lastChange).toEqual(daysAgo(3));
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

  it('yields no history and no error for a shallow clone or a folder outside git', async () => {
    const shallow = path.join(root, 'shallow');
    git(root, ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    expect((await readPriceHistory(path.join(shallow, 'content/products/pt'))).size).toBe(0);
    const loose = path.join(root, 'loose');
    mkdirSync(loose);
    writeFileSync(path.join(loose, 'x.md'), product(1));
    expect((await readPriceHistory(loose)).size).toBe(0);
    expect((await readPriceHistory(path.join(root, 'missing'))).size).toBe(0);
  });
});
