/** A catalog repository for the price-history tests: editors' commits and deploys recorded as the deploy job records them. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publishedPricesDir } from '../../src/content/published-prices.ts';
import { shardDeals, type DealRecord } from '../../src/lib/deal-data.ts';
import { readPriceHistory, type PricePoint } from '../../src/lib/price-history.ts';
import { committedPrice } from '../../tools/published-prices/git-history.ts';
import { publishedFromDist, recordDeploy } from '../../tools/published-prices/record.ts';

export const DAY = 24 * 60 * 60 * 1000;
export const NOW = new Date('2026-11-20T12:00:00Z');
export const daysAgo = (n: number, hourUtc = 6) => new Date(Date.UTC(2026, 10, 20 - n, hourUtc));

const product = (price: string) => `---\ntitle: "Oferta"\ncategory: electronics\nprice: ${price}\nlistPrice: 99999\n---\nTexto.\n`;

const env = (date?: Date) => ({
  ...process.env,
  GIT_AUTHOR_DATE: date?.toISOString(),
  GIT_COMMITTER_DATE: date?.toISOString(),
  GIT_CONFIG_GLOBAL: '/dev/null',
});
export const git = (cwd: string, args: string[], date?: Date) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=e@example.com', ...args], { cwd, env: env(date), stdio: 'pipe' }).toString();

export const series = (points: readonly PricePoint[] | undefined) => points?.map((p) => [p.date.toISOString(), p.price]);

/** A catalog repository in `root`: `content/products/pt/*.md` and the record beside them. */
export function catalogRepo(root: string, name: string) {
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
