/** Unknown addresses: the not-found page in the right language, and the product-not-found variant. */
import { expect, test, type Page } from '@playwright/test';
import { hasPageFile } from './support/catalog.ts';
import { LOCALES, NO_SERVICE_WORKER, categories, categoryUrl, dict, homeUrl, localeTags, storeLanguage, type Locale } from './support/site.ts';

test.use(NO_SERVICE_WORKER);

/** Pages the footer and the mobile menu link to; those without a page file show the not-found page (/profile/ is a route). */
const LINKED_PAGES = ['contact', 'faq', 'privacy-policy', 'terms-of-service', 'profile'] as const;

const prefix = (locale: Locale) => (locale === 'pt' ? '' : '/en');

async function expectNotFound(page: Page, locale: Locale, kind: 'page' | 'product') {
  const t = dict[locale];
  const [title, text] = kind === 'page' ? [t.notFound.title, t.notFound.text] : [t.product.notFoundTitle, t.product.notFoundText];
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main.getByText(text, { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale]);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  // Ways back into the store: the home page and every category, in the same language.
  await expect(main.getByRole('link', { name: t.notFound.backHome })).toHaveAttribute('href', homeUrl(locale));
  for (const category of categories) {
    await expect(main.getByRole('link', { name: category[locale], exact: true })).toHaveAttribute('href', categoryUrl(category.key, locale));
  }
}

for (const locale of LOCALES) {
  test(`an unknown path shows the not-found page (${locale})`, async ({ page }) => {
    const response = await page.goto(`${prefix(locale)}/no-such-page/deeper`);
    expect(response?.status()).toBe(404);
    await expectNotFound(page, locale, 'page');
  });

  test(`an unknown product shows the product-not-found message (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/product/no-such-product-x/`);
    await expectNotFound(page, locale, 'product');
    await expect(page.getByText(dict[locale].notFound.title, { exact: true })).toBeHidden();
  });

  test(`linked pages without content yet show the not-found page, the others their own (${locale})`, async ({ page }) => {
    const missing = LINKED_PAGES.filter((slug) => slug !== 'profile' && !hasPageFile(locale, slug));
    for (const slug of LINKED_PAGES) {
      await page.goto(`${prefix(locale)}/${slug}/`);
      const h1 = page.getByRole('heading', { level: 1 });
      if (missing.includes(slug)) await expect(h1, slug).toHaveText(dict[locale].notFound.title);
      else await expect(h1, slug).not.toHaveText(dict[locale].notFound.title);
    }
  });
}

test('with English stored, an unknown Portuguese path shows the English not-found page', async ({ page }) => {
  await storeLanguage(page, 'en');
  await page.goto('/no-such-page/');
  await expectNotFound(page, 'en', 'page');
  await expect(page).toHaveURL('/no-such-page/');
});

test('with English stored, an unknown product shows the English product-not-found message', async ({ page }) => {
  await storeLanguage(page, 'en');
  await page.goto('/product/no-such-product-x/');
  await expectNotFound(page, 'en', 'product');
});

test('with Portuguese stored, an unknown English path still shows the English not-found page', async ({ page }) => {
  // The address names the language; the stored choice only decides at the root.
  await storeLanguage(page, 'pt');
  await page.goto('/en/no-such-page/');
  await expectNotFound(page, 'en', 'page');
});
