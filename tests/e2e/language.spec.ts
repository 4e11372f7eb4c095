/** The language menu, the stored preference and the redirect to the twin page. */
import { expect, test, type Page } from '@playwright/test';
import { sampleCatalog } from './support/catalog.ts';
import { FIXTURE_URL } from './support/urls.ts';
import {
  LOCALES,
  NO_SERVICE_WORKER,
  cardIds,
  categories,
  categoryUrl,
  dict,
  fillText,
  header,
  historyLength,
  homeUrl,
  localeNames,
  localeTags,
  on,
  open,
  otherLocale,
  productUrl,
  searchHref,
  searchUrl,
  storeLanguage,
  storedLanguage,
  type Locale,
} from './support/site.ts';

// Redirects and language switches must behave the same with the site's service worker running.
test.use({ serviceWorkers: 'allow' });

function languageTrigger(page: Page, locale: Locale) {
  return header(page).getByRole('button', {
    name: fillText(dict[locale].header.languageCurrent, { code: locale.toUpperCase(), language: localeNames[locale] }),
  });
}

/** Opens the language menu of a page in `locale` and picks the other language. */
async function switchLanguage(page: Page, locale: Locale) {
  const trigger = languageTrigger(page, locale);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // The active language is marked as the current one; the other one can be chosen.
  await expect(panel.locator('[aria-current="true"]')).toHaveText(localeNames[locale]);
  await panel.getByRole('link', { name: localeNames[otherLocale(locale)] }).click();
}

for (const locale of LOCALES) {
  const other = otherLocale(locale);

  test(`without a stored language the page keeps its own language (${locale})`, async ({ page }) => {
    await open(page, homeUrl(locale));
    await expect(page).toHaveURL(homeUrl(locale));
    await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict[locale].home.heroTitle);
    expect(await storedLanguage(page)).toBeNull();
  });

  test.describe(`the language menu (${locale})`, { tag: '@both' }, () => {
    // Opening and closing the menu changes no address: the service worker has no part in it.
    test.use(NO_SERVICE_WORKER);

    test('lists both languages with the active one marked current, not disabled', async ({ page }) => {
      await open(page, homeUrl(locale));
      const trigger = languageTrigger(page, locale);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      await expect(panel).toBeHidden();
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const current = panel.locator('[aria-current="true"]');
      await expect(current).toHaveText(localeNames[locale]);
      await expect(current).toHaveAttribute('lang', locale);
      await expect(panel.getByRole('button')).toHaveCount(0);
      // Shown in the text colour, bold, with a check: the current choice, not a greyed-out control.
      const look = await current.evaluate((el) => ({
        color: getComputedStyle(el).color,
        weight: getComputedStyle(el).fontWeight,
        check: getComputedStyle(el, '::before').content,
      }));
      const link = panel.getByRole('link', { name: localeNames[other] });
      await expect(link).toBeVisible();
      expect(look.color).toBe(await link.evaluate((el) => getComputedStyle(el).color));
      expect(Number(look.weight)).toBeGreaterThanOrEqual(700);
      expect(look.check).toContain('✓');
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    });

    test('keyboard, Escape and click outside', async ({ page }) => {
      await open(page, homeUrl(locale));
      const trigger = languageTrigger(page, locale);
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      const choice = panel.getByRole('link', { name: localeNames[other] });
      await trigger.focus();
      // The hydrated menu (focus started it); the first touch before hydration is hydration.spec.ts's.
      await expect.poll(() => trigger.evaluate((el) => el.closest('astro-island')?.hasAttribute('ssr'))).toBe(false);
      // ArrowDown opens the menu on its first choosable item (the active language is not a control).
      await page.keyboard.press('ArrowDown');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(choice).toBeFocused();
      await page.keyboard.press('End');
      await expect(choice).toBeFocused();
      await page.keyboard.press('Home');
      await expect(choice).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(trigger).toBeFocused();
      await trigger.click();
      await expect(panel).toBeVisible();
      // The heading's left corner: on phones the open panel (right-aligned) covers the rest of the slim hero.
      await page.getByRole('heading', { level: 1 }).click({ position: { x: 2, y: 2 } });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      expect(await storedLanguage(page)).toBeNull();
    });
  });

  test(`choosing the other language saves it and opens the twin home page (${locale})`, async ({ page }) => {
    await open(page, homeUrl(locale));
    await switchLanguage(page, locale);
    await expect(page).toHaveURL(homeUrl(other));
    await expect(page.locator('html')).toHaveAttribute('lang', localeTags[other]);
    expect(await storedLanguage(page)).toBe(other);
    // Back returns to the page the shopper switched from, in its language: history is theirs.
    await page.goBack();
    await expect(page).toHaveURL(homeUrl(locale));
    await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale]);
    // A new visit to an address: the stored choice wins.
    await page.goto(homeUrl(locale));
    await expect(page).toHaveURL(homeUrl(other));
  });

  test(`a search filtered by a category keeps its filter and results in the other language (${locale})`, async ({ page }) => {
    const category = categories.find((c) => c.key === 'electronics')!;
    await open(page, searchHref(locale, { query: 'jbl', category: category[locale] }));
    const results = page.locator('[data-search-results] article.card');
    await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    const found = await cardIds(page.locator('[data-search-results]'));
    expect(found.length).toBeGreaterThan(0);
    await switchLanguage(page, locale);
    await expect(page).toHaveURL(new RegExp(`^[^?]*${searchUrl(other)}\\?`));
    await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    await expect(results.first()).toBeVisible();
    expect(await cardIds(page.locator('[data-search-results]'))).toEqual(found);
    await expect(page.locator(`[data-category="${category[other]}"]`)).toHaveAttribute('aria-current', 'true');
  });

  test.describe('without the menu script', () => {
    // The service worker would fetch the page script past the blocked route.
    test.use({ serviceWorkers: 'block' });
    test(`the menu opens through its link and the twin page still opens (${locale})`, async ({ page }) => {
      await page.route(/\/_astro\/BaseLayout\.[^/]+\.js$/, (route) => route.abort());
      await open(page, homeUrl(locale));
      await languageTrigger(page, locale).click();
      await page.locator(`#language-menu a[hreflang="${other}"]`).click();
      await expect(page).toHaveURL(homeUrl(other));
      await expect(page.locator('html')).toHaveAttribute('lang', localeTags[other]);
    });
  });

  test(`the twin opens scrolled where the page was, and later pages at their top (${locale})`, async ({ page }) => {
    await open(page, homeUrl(locale));
    await page.evaluate(() => window.scrollTo(0, 700));
    const trigger = languageTrigger(page, locale);
    await trigger.click();
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrolled).toBeGreaterThan(100);
    await page.locator(`#language-menu a[hreflang="${other}"]`).click();
    await expect(page).toHaveURL(homeUrl(other));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // Within a line: the twin's texts differ in length above the fold.
    await expect.poll(() => page.evaluate((y) => Math.abs(Math.round(window.scrollY) - y), scrolled)).toBeLessThanOrEqual(24);
    await page.goto(categoryUrl(categories[1].key, other));
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(`a category page switches to the category's name in the other language (${locale})`, async ({ page }) => {
    const category = categories[2];
    await open(page, categoryUrl(category.key, locale));
    await switchLanguage(page, locale);
    await expect(page).toHaveURL(categoryUrl(category.key, other));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category[other]);
  });

  test(`a sorted, paged listing keeps its sort and page in the other language (${locale})`, async ({ page }) => {
    await open(page, on(FIXTURE_URL, categoryUrl('fashion-travel', locale, 'price-asc', 2)));
    await switchLanguage(page, locale);
    await expect(page).toHaveURL(on(FIXTURE_URL, categoryUrl('fashion-travel', other, 'price-asc', 2)));
  });

  test(`a product page switches to the same product (${locale})`, async ({ page }) => {
    const product = sampleCatalog().find((p) => !p.expired)!;
    await open(page, productUrl(product.id, locale));
    await switchLanguage(page, locale);
    await expect(page).toHaveURL(productUrl(product.id, other));
  });

  test(`the search page keeps its query in the other language (${locale})`, async ({ page }) => {
    await open(page, searchHref(locale, { query: 'fone & jbl' }));
    await switchLanguage(page, locale);
    await expect(page).toHaveURL((url) => url.pathname === searchUrl(other) && url.searchParams.get('q') === 'fone & jbl');
  });

  test(`a stored language that differs sends the visitor to the twin page, replacing history (${locale} stored)`, async ({ page }) => {
    await storeLanguage(page, locale);
    const start = homeUrl(locale);
    await page.goto(start);
    await expect(page).toHaveURL(start);
    const before = await historyLength(page);
    const category = categories[0];
    await page.goto(categoryUrl(category.key, otherLocale(locale)));
    await expect(page).toHaveURL(categoryUrl(category.key, locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category[locale]);
    expect(await historyLength(page), 'the twin replaced the entry instead of adding one').toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(start);
  });
}

test('the stored-language redirect keeps the query and hash', async ({ page }) => {
  await storeLanguage(page, 'en');
  await page.goto('/?ref=mail#categories');
  await expect(page).toHaveURL('/en/?ref=mail#categories');
});

test('the exact case of the brief: English stored, Eletrônicos opens Electronics', async ({ page }) => {
  await storeLanguage(page, 'en');
  await page.goto('/en/');
  const before = await historyLength(page);
  await page.goto('/category/Eletr%C3%B4nicos/');
  await expect(page).toHaveURL('/en/category/Electronics/');
  expect(await historyLength(page)).toBe(before + 1);
});
