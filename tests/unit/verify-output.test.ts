/**
 * The build's last look before publishing (scripts/build/verify-output.ts): a staged site is compared with
 * what the catalog's files say, and its search indexes must answer a search for a live deal.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProductPages, verifyOutput, type DealFact } from '../../scripts/build/verify-output.ts';
import { locales } from '../../src/i18n/locales.ts';
import { productUrl } from '../../src/lib/routes.ts';
import { pagefindUrl } from '../../src/search/contract.ts';

const deal: DealFact = { id: 'furadeira-bosch', price: 549.9, live: true, titles: { pt: 'Furadeira Bosch de impacto', en: 'Bosch impact drill' } };
let site = '';

/** A product page as the site writes its offer (src/lib/structured-data.ts). */
const page = (title: string, price: string) =>
  `<html><head><script type="application/ld+json">{"@type":"Product","name":"${title}","offers":{"@type":"Offer","url":"x","price":"${price}","priceCurrency":"BRL"}}</script></head><body><main data-pagefind-body><h1>${title}</h1></main></body></html>`;

async function writeSite(price: string, index: boolean): Promise<void> {
  await rm(site, { recursive: true, force: true });
  for (const locale of locales) {
    const file = path.join(site, productUrl(deal.id, locale), 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page(deal.titles[locale], price));
    if (!index) continue;
    const { index: created } = await pagefind.createIndex({ forceLanguage: locale });
    await created!.addHTMLFile({ url: productUrl(deal.id, locale), content: page(deal.titles[locale], price) });
    await created!.writeFiles({ outputPath: path.join(site, pagefindUrl(locale)) });
  }
}

beforeAll(async () => {
  site = path.join(await mkdtemp(path.join(os.tmpdir(), 'verify-output-')), 'site');
});
afterAll(async () => {
  await pagefind.close();
  await rm(path.dirname(site), { recursive: true, force: true });
});

describe('the staged site against the catalog', () => {
  it('passes a site whose pages and search agree with the files', async () => {
    await writeSite('549.90', true);
    expect(await verifyOutput(site, [deal])).toEqual([]);
  }, 30_000);

  it('refuses a page whose price is not the file’s, naming the page and both prices', async () => {
    await writeSite('1.23', true);
    expect(await verifyOutput(site, [deal])).toEqual([
      `${productUrl(deal.id, 'pt')}: the page offers 1.23, the file says 549.9`,
      `${productUrl(deal.id, 'en')}: the page offers 1.23, the file says 549.9`,
    ]);
  }, 30_000);

  it('expects no page of a deal scheduled for a later day, and refuses one published before its day', async () => {
    await writeSite('549.90', true);
    const launch: DealFact = { ...deal, id: 'black-friday-launch', scheduled: true };
    expect(await verifyOutput(site, [deal, launch])).toEqual([]);
    expect(await verifyOutput(site, [{ ...deal, scheduled: true }])).toEqual(
      locales.map((l) => `${productUrl(deal.id, l)}: a page, though ${deal.id} is scheduled for a later day (its publishedAt)`),
    );
  }, 30_000);

  it('checks again at the end the pages written, removed or created after the check began (it starts while Pagefind still works)', async () => {
    await writeSite('549.90', false);
    const launch: DealFact = { ...deal, id: 'black-friday-launch', scheduled: true };
    const later: DealFact = { ...deal, id: 'written-later', titles: { pt: 'Depois', en: 'Later' } };
    const [pt, en] = locales.map((l) => path.join(site, productUrl(deal.id, l), 'index.html'));
    const launchPage = path.join(site, productUrl(launch.id, 'pt'), 'index.html');
    await mkdir(path.dirname(launchPage), { recursive: true });
    await writeFile(launchPage, page('Lançamento', '10.00'));
    const check = await checkProductPages(site, [deal, launch, later]);
    // After the check read them: one page rewritten with a wrong price, one removed, the scheduled deal's
    // stale page removed (as the build removes pages it no longer builds), and a missing page written.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await writeFile(pt!, page(deal.titles.pt, '1.23'));
    await rm(en!);
    await rm(launchPage);
    for (const l of locales) {
      const file = path.join(site, productUrl(later.id, l), 'index.html');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, page(later.titles[l], '549.90'));
    }
    expect(await check.finish()).toEqual([
      `${productUrl(deal.id, 'pt')}: the page offers 1.23, the file says 549.9`,
      `${productUrl(deal.id, 'en')}: no page, though the catalog has ${deal.id}`,
    ]);
  });

  it('refuses a site without a search index, or one that finds no live deal', async () => {
    await writeSite('549.90', false);
    expect(await verifyOutput(site, [deal])).toEqual(locales.map((l) => `${pagefindUrl(l)}: no search index`));
    await writeSite('549.90', true);
    const other: DealFact = { ...deal, id: 'another-deal', titles: { pt: 'Liquidificador', en: 'Blender' } };
    const problems = await verifyOutput(
      site,
      [other].map((d) => d),
    );
    expect(problems.filter((p) => p.includes('search index finds none of "Liquidificador"'))).toHaveLength(1);
    expect(problems).toContain(`${productUrl(other.id, 'pt')}: no page, though the catalog has another-deal`);
  }, 30_000);
});
