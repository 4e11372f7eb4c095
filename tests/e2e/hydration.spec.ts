/**
 * The header menus are a React island hydrated on the shopper's first touch of one (client:interaction):
 * a page that is only read downloads no React, every menu works from the first tap before its island has
 * hydrated (and if it never does), and works the same once hydrated, under the page's CSP.
 */
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  NO_SERVICE_WORKER,
  LOCALES,
  categories,
  categoryUrl,
  dict,
  fillText,
  header,
  homeUrl,
  isMobileProject,
  localeNames,
  mobilePanel,
  mobileToggle,
  productUrl,
  searchHref,
  searchUrl,
  type Locale,
} from './support/site.ts';
import { sampleCatalog } from './support/catalog.ts';

test.use(NO_SERVICE_WORKER);

const product = sampleCatalog().find((p) => !p.expired)!;
const pageTypes = (locale: Locale) => ({
  home: homeUrl(locale),
  category: categoryUrl(categories[0].key, locale),
  product: productUrl(product.id, locale),
  search: searchHref(locale, { query: 'fone' }),
});

/** React's element type, in every copy of React's code whatever the bundler names things. */
const REACT_MARKER = 'react.transitional.element';

/**
 * Paths of every script the page requests from now on, those of them whose code holds React (by its
 * content, so a shared chunk that swallowed React is caught too), and CSP violations it reports.
 */
function watch(page: Page) {
  const scripts: string[] = [];
  const withReact: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(REACT_MARKER)) withReact.push(new URL(response.url()).pathname);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { scripts, withReact, violations };
}

/** The renderer and component modules of the page's islands. */
function islandModules(page: Page): Promise<string[]> {
  return page
    .locator('astro-island')
    .evaluateAll((els) => [...new Set(els.flatMap((el) => [el.getAttribute('renderer-url') ?? '', el.getAttribute('component-url') ?? '']))]);
}

/** Refuses the page's island modules from now on: React held back, the menus run on first-tap.ts alone. */
async function refuseIslandModules(page: Page): Promise<void> {
  const modules = await islandModules(page);
  await page.route(
    (u) => modules.includes(u.pathname),
    (route) => route.abort(),
  );
}

/** Resolves once the island holding `element` has hydrated (Astro removes its `ssr` attribute then). */
async function hydrated(element: Locator) {
  await expect.poll(() => element.evaluate((el) => el.closest('astro-island')?.hasAttribute('ssr'))).toBe(false);
}

/** The menus of this width: each trigger, its panel and an item the open panel must show. */
function menus(page: Page, locale: Locale, testInfo: TestInfo): { name: string; trigger: Locator; item: Locator }[] {
  const language = header(page).getByRole('button', {
    name: fillText(dict[locale].header.languageCurrent, { code: locale.toUpperCase(), language: localeNames[locale] }),
  });
  const other = page.locator('#language-menu a[hreflang]');
  if (isMobileProject(testInfo)) {
    return [
      {
        name: 'phone menu',
        trigger: mobileToggle(page),
        item: mobilePanel(page).getByRole('link', { name: dict[locale].header.myAccount }),
      },
      { name: 'language', trigger: language, item: other },
    ];
  }
  return [
    {
      name: 'categories',
      trigger: header(page).getByRole('button', { name: dict[locale].header.categories, exact: true }),
      item: page.locator('#categories-menu').getByRole('link', { name: categories[0][locale], exact: true }),
    },
    { name: 'language', trigger: language, item: other },
  ];
}

/** A tap opens the menu in place (no fragment in the address) and a second tap closes it. */
async function opensAndCloses(page: Page, menu: { name: string; trigger: Locator; item: Locator }) {
  await menu.trigger.click();
  await expect(menu.item, menu.name).toBeVisible();
  await expect(menu.trigger).toHaveAttribute('aria-expanded', 'true');
  expect(new URL(page.url()).hash).toBe('');
  await menu.trigger.click();
  await expect(menu.trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.item, menu.name).toBeHidden();
}

for (const locale of LOCALES) {
  for (const [type, url] of Object.entries(pageTypes(locale))) {
    test(`${type} (${locale}) loads no React until a menu is touched; the first tap opens it`, { tag: '@both' }, async ({ page }, testInfo) => {
      const seen = watch(page);
      await page.goto(url);
      await page.waitForLoadState('load');
      // The search page's worker fetches Pagefind's library after `load`: the page's own work ends with its first results.
      if (type === 'search') await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready');
      const modules = await islandModules(page);
      expect(modules.length).toBeGreaterThanOrEqual(2);
      const onLoad = [...seen.scripts];
      expect(onLoad.filter((path) => modules.includes(path))).toEqual([]);
      expect(seen.withReact, 'scripts holding React on load').toEqual([]);
      // Nothing happens while the page is only read.
      await page.waitForTimeout(300);
      expect(seen.scripts).toEqual(onLoad);

      const [first] = menus(page, locale, testInfo);
      await opensAndCloses(page, first!);
      await hydrated(first!.trigger);
      const afterTouch = seen.scripts.slice(onLoad.length);
      const island = first!.trigger.locator('xpath=ancestor::astro-island[1]');
      const touched = [await island.getAttribute('renderer-url'), await island.getAttribute('component-url')];
      expect(afterTouch).toEqual(expect.arrayContaining(touched));
      expect(seen.withReact, 'React arrived with the touch').not.toEqual([]);
      // What hydration brought (React and the islands) was not part of the page load.
      expect(afterTouch.filter((path) => onLoad.includes(path))).toEqual([]);
      expect(seen.violations).toEqual([]);
    });
  }

  test(`every header menu works before hydration and after (${locale})`, { tag: '@both' }, async ({ page }, testInfo) => {
    const seen = watch(page);
    await page.goto(homeUrl(locale));
    // React held back: the directive's first-tap behaviour alone.
    await refuseIslandModules(page);
    for (const menu of menus(page, locale, testInfo)) await opensAndCloses(page, menu);
    await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);

    // React allowed: a fresh page hydrates on the first touch and the islands take the menus over.
    await page.unrouteAll();
    await page.goto(homeUrl(locale));
    for (const menu of menus(page, locale, testInfo)) {
      await opensAndCloses(page, menu);
      await hydrated(menu.trigger);
    }
    for (const menu of menus(page, locale, testInfo)) {
      await opensAndCloses(page, menu);
      await menu.trigger.click();
      await expect(menu.item).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu.item).toBeHidden();
      await expect(menu.trigger).toBeFocused();
    }
    expect(seen.violations).toEqual([]);
  });
}

test('the phone search button opens the menu with the cursor in its search field, before and after hydration', { tag: '@mobile' }, async ({ page }) => {
  await page.goto(homeUrl('pt'));
  await refuseIslandModules(page);
  const button = header(page).getByRole('button', { name: dict.pt.header.searchLabel });
  await button.click();
  await expect(page.locator('#site-search-mobile')).toBeFocused();
  await page.unrouteAll();
  await page.goto(homeUrl('en'));
  const searchButton = header(page).getByRole('button', { name: dict.en.header.searchLabel });
  await searchButton.click();
  await hydrated(searchButton);
  await expect(page.locator('#site-search-mobile')).toBeFocused();
  // A search closes the menu (the form's site-search event), here held on the page by a 204.
  await page.route(
    (u) => u.pathname === searchUrl('en'),
    (route) => route.fulfill({ status: 204 }),
  );
  await page.keyboard.type('fone');
  await page.keyboard.press('Enter');
  await expect(mobilePanel(page)).toBeHidden();
});

test('before hydration, opening the language menu closes the open phone menu: one menu open at a time', { tag: '@mobile' }, async ({ page }) => {
  await page.goto(homeUrl('pt'));
  await refuseIslandModules(page);
  await header(page).getByRole('button', { name: dict.pt.header.openMenu }).click();
  await expect(mobilePanel(page)).toBeVisible();
  await header(page).getByRole('button', { name: /^PT,/ }).click();
  await expect(page.locator('#language-menu')).toBeVisible();
  await expect(mobilePanel(page)).toBeHidden();
  await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);
});

test('while React is still loading, the menus keep their keyboard and dismiss rules', async ({ page }) => {
  await page.goto(homeUrl('pt'));
  const modules = await islandModules(page);
  // Held, not refused: the island stays mid-hydration, as on a slow network.
  await page.route(
    (u) => modules.includes(u.pathname),
    () => undefined,
  );
  const trigger = header(page).getByRole('button', { name: dict.pt.header.categories, exact: true });
  const focused = page.locator(':focus');
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAccessibleName(categories[0].pt);
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAccessibleName(categories[1].pt);
  await page.keyboard.press('End');
  await expect(focused).toHaveAccessibleName(categories[13].pt);
  await page.keyboard.press('ArrowUp');
  await expect(focused).toHaveAccessibleName(categories[12].pt);
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
  // A press outside closes it.
  await trigger.click();
  await expect(page.locator('#categories-menu')).toBeVisible();
  // The page's lower left corner: the panel (all categories, opening leftwards) covers the heading.
  await page.mouse.click(8, page.viewportSize()!.height - 8);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // On a phone, choosing a category closes the menu (the navigation held on the page by a 204).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.route(
    (u) => u.pathname === categoryUrl(categories[4].key, 'pt'),
    (route) => route.fulfill({ status: 204 }),
  );
  const toggle = mobileToggle(page);
  await toggle.click();
  await mobilePanel(page).getByRole('link', { name: categories[4].pt, exact: true }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(mobilePanel(page)).toBeHidden();
  // And sending a search from it closes it too.
  await page.route(
    (u) => u.pathname === searchUrl('pt'),
    (route) => route.fulfill({ status: 204 }),
  );
  await toggle.click();
  await page.locator('#site-search-mobile').fill('fone');
  await page.locator('#site-search-mobile').press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(mobilePanel(page)).toBeHidden();
  await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);
});
