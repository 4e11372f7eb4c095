/** The footer on every page: blurb, popular categories, customer service, social links, disclosure, copyright. */
import { expect, test } from '@playwright/test';
import { hasPageFile, sampleCatalog } from './support/catalog.ts';
import { LOCALES, NO_SERVICE_WORKER, categories, categoryUrl, dict, fillText, homeUrl, productUrl, type Locale } from './support/site.ts';
import { profileUrl } from '../../src/lib/routes.ts';

/** Customer service pages of the spec (§2), in each language. */
const serviceLinks = (locale: Locale) => {
  const f = dict[locale].footer;
  const prefix = locale === 'pt' ? '' : '/en';
  return [
    [f.contact, `${prefix}/contact/`],
    [f.faq, `${prefix}/faq/`],
    [f.privacy, `${prefix}/privacy-policy/`],
    [f.terms, `${prefix}/terms-of-service/`],
  ] as const;
};

test.use(NO_SERVICE_WORKER);

for (const locale of LOCALES) {
  const t = dict[locale];

  test(`footer contents, with the copyright year of the visitor's clock, not the build's (${locale})`, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-15T12:00:00Z'));
    await page.goto(homeUrl(locale));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(t.footer.blurb, { exact: true })).toBeVisible();

    const popular = footer.getByRole('navigation', { name: t.footer.popularCategories });
    const popularLinks = popular.getByRole('link');
    await expect(popularLinks).toHaveText(categories.slice(0, 4).map((c) => c[locale]));
    for (const [i, c] of categories.slice(0, 4).entries()) await expect(popularLinks.nth(i)).toHaveAttribute('href', categoryUrl(c.key, locale));

    const service = footer.getByRole('navigation', { name: t.footer.customerService });
    const serviceAnchors = service.getByRole('link');
    // "Minha conta" first, with the saved count (none saved here, so no number), then the pages.
    await expect(serviceAnchors).toHaveText([t.header.myAccount, ...serviceLinks(locale).map(([label]) => label)]);
    await expect(serviceAnchors.first()).toHaveAttribute('href', profileUrl(locale));
    for (const [i, [, href]] of serviceLinks(locale).entries()) await expect(serviceAnchors.nth(i + 1)).toHaveAttribute('href', href);

    for (const network of ['Instagram', 'Facebook', 'YouTube']) {
      const link = footer.getByRole('link', { name: network, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer.getByText(t.footer.disclosure, { exact: true })).toBeVisible();
    await expect(footer.getByText(t.footer.onlineExclusive, { exact: true })).toBeVisible();
    await expect(footer.getByText(fillText(t.footer.copyright, { year: 2031 }), { exact: true })).toBeVisible();
  });

  test(`each customer service link opens its page (${locale})`, async ({ page }) => {
    // Each link is followed from the footer of the page the previous one opened.
    await page.goto(homeUrl(locale));
    for (const [i, [label, href]] of serviceLinks(locale).entries()) {
      await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(href);
      // Pages without a file yet answer with the not-found page (spec §2); written ones with their own.
      const slug = ['contact', 'faq', 'privacy-policy', 'terms-of-service'][i]!;
      const h1 = page.getByRole('heading', { level: 1 });
      if (hasPageFile(locale, slug)) await expect(h1, href).not.toHaveText(t.notFound.title);
      else await expect(h1, href).toHaveText(t.notFound.title);
    }
  });

  test(`the footer is on listing, product and not-found pages too (${locale})`, async ({ page }) => {
    const product = sampleCatalog().find((p) => !p.expired)!;
    for (const url of [categoryUrl('computers', locale), productUrl(product.id, locale), `${locale === 'pt' ? '' : '/en'}/missing-page/`]) {
      await page.goto(url);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(t.footer.disclosure, { exact: true }), url).toBeVisible();
      await expect(footer.getByRole('navigation', { name: t.footer.popularCategories }).getByRole('link'), url).toHaveCount(4);
    }
  });
}
