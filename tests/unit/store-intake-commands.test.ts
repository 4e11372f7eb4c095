/**
 * Both store commands end to end against fixture store pages on a local server (STORE_ORIGIN_OVERRIDE):
 * content:new --from-url writing a deal or refusing with what was missing, and the nightly
 * prices:check --write --commit in a real git repository, its commit read back by the price history.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../../src/content/days.ts';
import { storeDay } from '../../src/content/expiry.ts';
import { readFrontMatter } from '../../src/content/frontmatter.ts';
import { validateCatalog } from '../../src/content/validate.ts';
import { readGitPriceHistory } from '../../tools/published-prices/git-history.ts';
import { startFixtureStore, productPage, type FixtureStore } from '../../tools/store-intake/fixture-store.ts';
import { dealFromUrl } from '../../tools/store-intake/from-url.ts';

const run = promisify(execFile);
const temp = mkdtempSync(path.join(os.tmpdir(), 'store-intake-'));
const page = (name: string) => ({ body: readFileSync(`tests/fixtures/stores/${name}.html`, 'utf8') });
const STORES = [
  'https://www.mercadolivre.com.br',
  'https://produto.mercadolivre.com.br',
  'https://www.magazineluiza.com.br',
  'https://www.kabum.com.br',
  'https://www.epocacosmeticos.com.br',
  'https://www.amazon.com.br',
];
let store: FixtureStore;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  store = await startFixtureStore({
    pages: {
      '/p/jsonld': page('jsonld-offer'),
      '/p/aggregate': page('aggregate-offer'),
      '/p/microdata': page('microdata'),
      '/p/opengraph': page('opengraph'),
      '/p/none': page('no-product'),
      '/p/login': page('login'),
      '/p/hostile': page('hostile'),
      '/p/unavailable': page('unavailable'),
      '/p/cents': page('cents-disagree'),
      '/p/dollars': page('other-currency'),
      '/p/cheaper': { body: productPage({ name: 'Smartphone', price: '2299.00' }) },
      '/p/same': { body: productPage({ name: 'Smartphone', price: 2499 }) },
      '/p/wrong': { body: productPage({ name: 'Smartphone', price: '24.99' }) },
      '/private/p': { body: productPage({ name: 'Smartphone', price: 2499 }) },
    },
  });
  env = { ...process.env, STORE_ORIGIN_OVERRIDE: STORES.map((s) => `${s}=${store.origin}`).join(','), NO_COLOR: '1' };
});
afterAll(async () => {
  await store.close();
  rmSync(temp, { recursive: true, force: true });
});

function emptyCatalog(name: string): string {
  const root = path.join(temp, name);
  mkdirSync(path.join(root, 'products', 'pt'), { recursive: true });
  return root;
}

describe('content:new --from-url', () => {
  it('writes a deal from a JSON-LD page through the command, with the merchant, the affiliate link and the category from the breadcrumb', async () => {
    const root = emptyCatalog('cli');
    const started = Date.now();
    const { stdout } = await run(process.execPath, ['scripts/content-new.ts', '--from-url', 'https://www.mercadolivre.com.br/p/jsonld?utm_source=zap'], {
      env: { ...env, CONTENT_DIR: root },
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    const file = path.join(root, 'products/pt/smartphone-samsung-galaxy-a55-5g-256gb.md');
    expect(stdout).toContain('category mobiles (from the breadcrumb "Celulares e Telefones > Celulares e Smartphones")');
    expect(stdout).toMatch(/still missing before it can be published \(1\):\n.*: summary: /);
    const data = readFrontMatter(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(data).toMatchObject({
      title: 'Smartphone Samsung Galaxy A55 5G 256GB',
      category: 'mobiles',
      price: 2499,
      listPrice: 2999,
      currency: 'BRL',
      merchant: 'Mercado Livre',
      affiliateUrl: 'https://www.mercadolivre.com.br/p/jsonld?matt_word=topofertas',
      image: 'https://http2.mlstatic.com/D_NQ_NP_2X_812345-MLA74651234567_022024-F.webp',
      brand: 'Samsung',
      tags: ['7892509129371', 'MLB3456789012'],
    });
    // Filled in by the editor, the file passes content:check.
    writeFileSync(file, readFileSync(file, 'utf8').replace('summary: ""', 'summary: "Celular 5G com 256 GB e tela de 6,6 polegadas."'));
    const report = await validateCatalog(root);
    expect(report.errors).toEqual([]);
  });

  const fromUrl = (root: string, url: string, options: Parameters<typeof dealFromUrl>[1] = {}) =>
    dealFromUrl(url, { env: { ...env, CONTENT_DIR: root }, log: () => {}, ...options });

  it('reads AggregateOffer, microdata and OpenGraph pages; asks for the category when unsure and refuses without an answer', async () => {
    const root = emptyCatalog('kinds');
    expect(path.basename(await fromUrl(root, 'https://www.epocacosmeticos.com.br/p/aggregate'))).toBe('perfume-natura-essencial-masculino-100-ml.md');
    expect(path.basename(await fromUrl(root, 'https://www.kabum.com.br/p/microdata'))).toBe('monitor-gamer-lg-ultragear-27-full-hd-180hz.md');
    await expect(fromUrl(root, 'https://www.magazineluiza.com.br/p/opengraph')).rejects.toThrow(
      /the category is unsure \(no breadcrumb; candidates: electronics \(title \(fone\)\)\); nothing was written: run again with --category KEY/,
    );
    const asked: string[] = [];
    const file = await fromUrl(root, 'https://www.magazineluiza.com.br/p/opengraph', { ask: async (question) => (asked.push(question), 'electronics') });
    expect(asked).toHaveLength(1);
    expect(readFrontMatter(readFileSync(file, 'utf8'))).toMatchObject({ category: 'electronics', price: 2499, merchant: 'Magalu' });
  });

  it.each([
    [
      'https://www.loja-desconhecida.com.br/p/1',
      /loja-desconhecida\.com\.br is not a store we know; known stores: Amazon \(amazon\.com\.br, amzn\.to\); Mercado Livre/,
    ],
    ['https://www.mercadolivre.com.br/p/none', /no product data/],
    ['https://www.mercadolivre.com.br/p/login', /login or captcha page/],
    ['https://www.mercadolivre.com.br/p/missing', /https:\/\/www\.mercadolivre\.com\.br\/p\/missing: the store answers 404/],
    ['https://www.mercadolivre.com.br/loop', /endless redirect/],
    ['https://www.mercadolivre.com.br/offsite', /redirected to evil\.example, which is not an address of Mercado Livre/],
    ['https://www.mercadolivre.com.br/big', /over the 3 MB cap/],
    ['https://www.mercadolivre.com.br/private/p', /robots\.txt disallows/],
    ['https://www.mercadolivre.com.br/p/cents', /disagree on the price/],
  ])('refuses %s, naming what was wrong, and writes nothing', async (url, message) => {
    const root = emptyCatalog(`refused-${readdirSync(temp).length}`);
    await expect(fromUrl(root, url, { category: 'mobiles' })).rejects.toThrow(message);
    expect(readdirSync(path.join(root, 'products/pt'))).toEqual([]);
  });

  it('gives up on a page that never ends after its timeout', async () => {
    const root = emptyCatalog('slow');
    await expect(fromUrl(root, 'https://www.mercadolivre.com.br/slow', { category: 'mobiles', limits: { timeoutMs: 300 } })).rejects.toThrow(
      /no complete answer within 0\.3 s \(timeout\)/,
    );
  });

  it('writes nothing hostile: markup and control characters gone, no off-host photo, content:check still guarding', async () => {
    const root = emptyCatalog('hostile');
    const file = await fromUrl(root, 'https://www.mercadolivre.com.br/p/hostile', { category: 'mobiles', id: 'fone-hostil' });
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/[<>]|javascript:|evil\.example/);
    expect(text.length).toBeLessThan(2000);
    const data = readFrontMatter(text) as Record<string, unknown>;
    expect(data.price).toBe(149.9);
    expect(Object.keys(data)).not.toContain('sku');
    const report = await validateCatalog(root);
    expect(report.errors.map((e) => e.field).sort()).toEqual(['image', 'summary']);
  });
});

const git = (cwd: string, args: string[], extra: NodeJS.ProcessEnv = {}) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...extra } });

function deal(
  id: string,
  fields: { merchant?: string; url: string; price: number; listPrice?: number; checked: string; expiresAt?: string },
): [string, string] {
  const lines = [
    '---',
    `title: "Smartphone ${id}"`,
    'summary: "Celular 5G com 256 GB e tela de 6,6 polegadas."',
    'category: mobiles',
    `price: ${fields.price.toFixed(2)} # preço da oferta`,
    ...(fields.listPrice ? [`listPrice: ${fields.listPrice.toFixed(2)}`] : []),
    `merchant: "${fields.merchant ?? 'Mercado Livre'}"`,
    `affiliateUrl: "${fields.url}"`,
    `image: "https://${fields.merchant === 'Amazon' ? 'm.media-amazon.com' : 'http2.mlstatic.com'}/${id}.webp"`,
    'imageAlt: "Celular preto"',
    `publishedAt: ${fields.checked}`,
    `priceCheckedAt: ${fields.checked} # conferido`,
    ...(fields.expiresAt ? [`expiresAt: ${fields.expiresAt}`] : []),
    '---',
    'Descrição.',
    '',
  ];
  return [id, lines.join('\n')];
}

describe('prices:check end to end, the nightly write path in a real git repository', () => {
  const now = new Date();
  const today = isoDate(storeDay(now));
  const before = isoDate(new Date(storeDay(now).getTime() - 10 * 86_400_000));
  const repo = path.join(temp, 'repo');
  const dir = path.join(repo, 'content/products/pt');
  const ml = (p: string) => `https://www.mercadolivre.com.br${p}`;
  const deals = Object.fromEntries([
    deal('novo-preco', { url: ml('/p/cheaper'), price: 2499, listPrice: 2999, checked: before }),
    deal('igual', { url: ml('/p/same'), price: 2499, checked: before }),
    deal('esgotado', { url: ml('/p/unavailable'), price: 2499, checked: before }),
    deal('errado', { url: ml('/p/wrong'), price: 2499, checked: before }),
    deal('dolar', { url: ml('/p/dollars'), price: 2499, checked: before }),
    deal('sumiu', { url: ml('/p/gone'), price: 2499, checked: before }),
    deal('lento', { url: ml('/slow'), price: 2499, checked: before }),
    deal('em-loop', { url: ml('/loop'), price: 2499, checked: before }),
    deal('ocupado', { url: ml('/busy'), price: 100, checked: before }),
    deal('encerrado', { merchant: 'Amazon', url: 'https://www.amazon.com.br/dp/B0ENDED', price: 50, checked: before, expiresAt: before }),
  ]);
  const fileOf = (id: string) => path.join(dir, `${id}.md`);
  const committed = { GIT_AUTHOR_DATE: `${before}T15:00:00Z`, GIT_COMMITTER_DATE: `${before}T15:00:00Z` };

  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    for (const [id, text] of Object.entries(deals)) writeFileSync(fileOf(id), text);
    git(repo, ['init', '-q', '-b', 'main']);
    git(repo, ['add', '-A']);
    git(repo, ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', 'commit', '-q', '-m', 'Ofertas'], committed);
  });

  const check = (args: string[]) =>
    run(process.execPath, ['scripts/prices-check.ts', '--timeout', '1', '--report', path.join(temp, 'report/report.md'), ...args], {
      env: { ...env, CONTENT_DIR: path.join(repo, 'content'), PRICE_BOT_NAME: 'Price Bot', PRICE_BOT_EMAIL: 'bot@example.com' },
    });

  it('reports per deal without --write, touching nothing', async () => {
    const { stdout } = await check([]);
    expect(stdout).toContain('checking 9 live deals');
    expect(stdout).toContain('novo-preco: 2499.00 → 2299.00');
    expect(stdout).toContain('esgotado: unavailable at the store');
    expect(stdout).toMatch(/errado: not written, the price would move 99 %/);
    expect(stdout).toMatch(/dolar: not written, the store now prices it in USD/);
    expect(stdout).toMatch(/sumiu: could not check: .*answers 404/);
    expect(stdout).toMatch(/lento: could not check: .*timeout/);
    expect(stdout).toMatch(/em-loop: could not check: .*endless redirect/);
    expect(stdout).not.toMatch(/ocupado/);
    expect(git(repo, ['status', '--porcelain'])).toBe('');
    expect(readFileSync(path.join(temp, 'report/suspicious.md'), 'utf8')).toMatch(/errado[\s\S]*dolar|dolar[\s\S]*errado/);
    expect(store.stats.peakInFlight).toBeLessThanOrEqual(4);
    expect([...store.stats.userAgents].some((ua) => /^TopOfertasPriceCheck\/1\.0 \(\+https?:\/\/\S+\/contact\/;/.test(ua))).toBe(true);
  }, 30_000);

  // The price history shows a price once a deploy published it (the published-prices record, tested in
  // price-history.test.ts); here, the commit's own history, which seeds that record, holds the new price.
  it('writes and commits the changes as the bot, and git history reads the new price from that commit', async () => {
    const { stdout } = await check(['--write', '--commit']);
    expect(stdout).toMatch(/updated 4 files/);
    expect(git(repo, ['log', '-1', '--format=%an <%ae>'])).toBe('Price Bot <bot@example.com>\n');
    const message = git(repo, ['log', '-1', '--format=%B']);
    expect(message).toMatch(new RegExp(`^Price check ${today}: 1 new prices, 1 unavailable, 0 available again\\n`));
    expect(message).toContain('- novo-preco: 2499.00 → 2299.00');
    expect(message).toContain('- esgotado: unavailable at the store');
    expect(message).toContain('2 held for an editor; 3 not checked.');
    expect(git(repo, ['show', '--stat', '--format=', 'HEAD']).match(/\.md/g)).toHaveLength(4);

    const data = (id: string) => readFrontMatter(readFileSync(fileOf(id), 'utf8')) as Record<string, unknown>;
    expect(data('novo-preco')).toMatchObject({ price: 2299, listPrice: 2999, priceCheckedAt: today });
    expect(readFileSync(fileOf('novo-preco'), 'utf8')).toContain('price: 2299.00 # preço da oferta');
    expect(data('igual')).toMatchObject({ price: 2499, priceCheckedAt: today });
    expect(data('esgotado')).toMatchObject({ price: 2499, unavailableSince: today });
    expect(data('errado')).toMatchObject({ price: 2499, priceCheckedAt: before });
    expect(readFileSync(fileOf('encerrado'), 'utf8')).toBe(deals.encerrado);

    const { history } = await readGitPriceHistory(dir, new Date());
    expect(history.get('novo-preco')?.map((p) => p.price)).toEqual([2499, 2299]);
  }, 30_000);

  it('brings a deal back when the store sells it again', async () => {
    store.pages.set('/p/unavailable', { body: productPage({ name: 'Smartphone', price: '2399.00' }) });
    await check(['--write', '--commit']);
    const text = readFileSync(fileOf('esgotado'), 'utf8');
    expect(text).not.toContain('unavailableSince');
    expect(text).toContain('price: 2399.00');
    expect(git(repo, ['log', '-1', '--format=%B'])).toContain('- esgotado: available again at 2399.00');
  }, 30_000);

  it('commits nothing, and puts the files back, when content:check would fail after the update', async () => {
    writeFileSync(path.join(dir, 'quebrado.md'), deals.igual!.replace('price: 2499.00', 'price: 1.299,90'));
    git(repo, ['add', '-A']);
    git(repo, ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', 'commit', '-q', '-m', 'Oferta quebrada']);
    store.pages.set('/p/cheaper', { body: productPage({ name: 'Smartphone', price: '2199.00' }) });
    const head = git(repo, ['rev-parse', 'HEAD']);
    await expect(check(['--write', '--commit'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/quebrado\.md: price: [\s\S]*content:check fails after the update .*put back and nothing was committed/),
    });
    expect(git(repo, ['rev-parse', 'HEAD'])).toBe(head);
    expect(git(repo, ['status', '--porcelain'])).toBe('');
    expect(readFileSync(fileOf('novo-preco'), 'utf8')).toContain('price: 2299.00');
  }, 30_000);

  it('refuses to write over an editor’s uncommitted change', async () => {
    writeFileSync(fileOf('igual'), deals.igual!.replace('Descrição.', 'Descrição nova.'));
    const head = git(repo, ['rev-parse', 'HEAD']);
    await expect(check(['--write', '--commit'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/uncommitted changes .*igual\.md.*commit or stash them first/),
    });
    expect(git(repo, ['rev-parse', 'HEAD'])).toBe(head);
    expect(readFileSync(fileOf('igual'), 'utf8')).toContain('Descrição nova.');
    expect(existsSync(fileOf('igual'))).toBe(true);
  }, 30_000);
});
