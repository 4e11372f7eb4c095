/**
 * The static pages (contact, FAQ, privacy policy, terms), rendered from content/pages/{pt,en}/*.md.
 * Expected titles and dates are read from those files, never re-typed here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import matter from 'gray-matter';
import { site } from '../../src/config/site.ts';
import { pageUrl } from '../../src/lib/routes.ts';
import { hreflangTags } from '../../src/i18n/locales.ts';
import { FIXTURE_URL, SAMPLE_CONTENT_DIR } from './support/urls.ts';
import { LOCALES, dict, homeUrl, localeTags, longDate, on, otherLocale, type Locale } from './support/site.ts';

const SLUGS = ['contact', 'faq', 'privacy-policy', 'terms-of-service'] as const;

/** Title and date of a page as its markdown file states them. */
function pageFile(locale: Locale, slug: string): { title: string; description: string; updatedAt: Date } {
  const { data } = matter(readFileSync(path.join(SAMPLE_CONTENT_DIR, 'pages', locale, `${slug}.md`), 'utf8'));
  return { title: String(data.title), description: String(data.description), updatedAt: new Date(String(data.updatedAt)) };
}

const absolute = (p: string) => new URL(p, site.origin).href;

for (const locale of LOCALES) {
  const t = dict[locale];

  test(`the four static pages render from their markdown (${locale})`, async ({ page }) => {
    for (const slug of SLUGS) {
      const file = pageFile(locale, slug);
      const response = await page.goto(pageUrl(slug, locale));
      expect(response?.status(), slug).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), slug).toHaveText(file.title);
      await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale]);
      await expect(page).toHaveTitle(`${file.title} | ${t.site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', file.description);
      await expect(page.locator('meta[name="robots"]'), slug).toHaveCount(0);

      const breadcrumb = page.getByRole('navigation', { name: t.breadcrumb.label });
      await expect(breadcrumb.getByRole('link', { name: t.breadcrumb.home })).toHaveAttribute('href', homeUrl(locale));
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(file.title);

      const updated = page.locator('main time');
      await expect(updated).toHaveAttribute('datetime', file.updatedAt.toISOString().slice(0, 10));
      await expect(updated).toHaveText(t.staticPage.updated.replace('{date}', longDate(file.updatedAt, locale)));

      // The body is the markdown, as a readable column.
      const prose = page.locator('main .prose');
      await expect(prose.locator('p').first()).toBeVisible();
      const width = await prose.evaluate((el) => el.getBoundingClientRect().width / parseFloat(getComputedStyle(el).fontSize));
      expect(width, `${slug}: reading column in em`).toBeLessThanOrEqual(45);

      // The twin is the same file name in the other language.
      const other = otherLocale(locale);
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflangTags[other]}"]`)).toHaveAttribute('href', absolute(pageUrl(slug, other)));
    }
  });

  test(`the contact page gives the e-mail address (${locale})`, async ({ page }) => {
    await page.goto(pageUrl('contact', locale));
    await expect(page.getByRole('main').getByRole('link', { name: 'contato@topofertas.example' }).first()).toHaveAttribute(
      'href',
      'mailto:contato@topofertas.example',
    );
  });

  test(`/profile/ is the shopper's page, no longer the not-found page (${locale})`, async ({ page }) => {
    const response = await page.goto(pageUrl('profile', locale));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.profile.title);
  });

  test(`without page files the addresses show the not-found page (${locale}, generated catalog)`, async ({ page }) => {
    // The generated fixture catalog has no content/pages folder at all.
    for (const slug of SLUGS) {
      const response = await page.goto(on(FIXTURE_URL, pageUrl(slug, locale)));
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), slug).toHaveText(t.notFound.title);
    }
  });
}
