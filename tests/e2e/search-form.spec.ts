/** The header search form's rules (spec §5): trimmed, non-empty, URL-encoded, input cleared. */
import { expect, test, type Page } from '@playwright/test';
import {
  LOCALES,
  NO_SERVICE_WORKER,
  dict,
  homeUrl,
  isMobileProject,
  mobilePanel,
  mobileToggle,
  open,
  searchUrl,
  visibleSearchBox,
  type Locale,
} from './support/site.ts';

test.use(NO_SERVICE_WORKER);

/** Navigations to the search page, in order. */
function recordSearches(page: Page, locale: Locale): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() && url.pathname === searchUrl(locale)) seen.push(url);
  });
  return seen;
}

for (const locale of LOCALES) {
  const t = dict[locale];

  test(`a search trims and encodes the text and opens the search page (${locale})`, { tag: '@both' }, async ({ page }, testInfo) => {
    await open(page, homeUrl(locale));
    const box = await visibleSearchBox(page, locale, testInfo);
    await expect(box).toHaveAttribute('placeholder', t.header.searchPlaceholder);
    await box.fill('  a & b ç  ');
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === searchUrl(locale) && url.searchParams.get('q') === 'a & b ç');
    // Encoded with encodeURIComponent: spaces as %20 and & as %26, so the query is one parameter.
    expect(new URL(page.url()).search).toBe('?q=a%20%26%20b%20%C3%A7');
  });

  test(`the search button submits too (${locale})`, { tag: '@both' }, async ({ page }, testInfo) => {
    await open(page, homeUrl(locale));
    const box = await visibleSearchBox(page, locale, testInfo);
    await box.fill('fone jbl');
    await box.locator('xpath=ancestor::form').getByRole('button', { name: t.header.searchButton }).click();
    await expect(page).toHaveURL((url) => url.pathname === searchUrl(locale) && url.searchParams.get('q') === 'fone jbl');
  });

  test(`blank and whitespace-only searches do nothing (${locale})`, { tag: '@both' }, async ({ page }, testInfo) => {
    const start = homeUrl(locale);
    await open(page, start);
    const searches = recordSearches(page, locale);
    const box = await visibleSearchBox(page, locale, testInfo);
    const button = box.locator('xpath=ancestor::form').getByRole('button', { name: t.header.searchButton });
    await box.press('Enter');
    await button.click();
    await box.fill('    ');
    await box.press('Enter');
    await box.fill(' \t ');
    await button.click();
    await expect(page).toHaveURL(start);
    if (isMobileProject(testInfo)) await expect(mobileToggle(page)).toHaveAttribute('aria-expanded', 'true');
    // A real search afterwards is the first and only one that leaves the page.
    await box.fill('ok');
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === searchUrl(locale));
    expect(searches.map((u) => u.searchParams.get('q'))).toEqual(['ok']);
  });

  test(`after a search the input is cleared (and the mobile menu closed) (${locale})`, { tag: '@both' }, async ({ page }, testInfo) => {
    await open(page, homeUrl(locale));
    // A 204 answer keeps the page, so what the form did before leaving can be seen.
    await page.route(
      (url) => url.pathname === searchUrl(locale),
      (route) => route.fulfill({ status: 204 }),
    );
    const searches = recordSearches(page, locale);
    const box = await visibleSearchBox(page, locale, testInfo);
    await box.fill('  notebook gamer ');
    await box.press('Enter');
    await expect.poll(() => searches.map((u) => u.searchParams.get('q'))).toEqual(['notebook gamer']);
    await expect(page).toHaveURL(homeUrl(locale));
    if (isMobileProject(testInfo)) {
      await expect(mobileToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(mobilePanel(page)).toBeHidden();
      await mobileToggle(page).click();
    }
    await expect(box).toHaveValue('');
  });
}
