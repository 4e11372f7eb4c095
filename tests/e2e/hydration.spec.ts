/** The header menus hydrate on first use: a page that is only read never downloads React. */
import { expect, test, type Page } from '@playwright/test';
import { NO_SERVICE_WORKER, categories, dict, header, homeUrl, isMobileProject, productUrl, type Locale } from './support/site.ts';
import { sampleCatalog } from './support/catalog.ts';

test.use(NO_SERVICE_WORKER);

/** Paths of every script the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The renderer and component modules of the page's islands. */
async function islandModules(page: Page): Promise<string[]> {
  return page
    .locator('astro-island')
    .evaluateAll((els) => [...new Set(els.flatMap((el) => [el.getAttribute('renderer-url') ?? '', el.getAttribute('component-url') ?? '']))]);
}

const product = sampleCatalog().find((p) => !p.expired)!;
const pages: [string, Locale][] = [
  [homeUrl('en'), 'en'],
  [productUrl(product.id, 'pt'), 'pt'],
];

for (const [url, locale] of pages) {
  test(`${url} loads no React until a menu is touched, and the first tap opens it`, { tag: '@both' }, async ({ page }, testInfo) => {
    const requested = scriptRequests(page);
    await page.goto(url);
    await page.waitForLoadState('load');
    const modules = await islandModules(page);
    expect(modules.length).toBeGreaterThan(1);
    expect(requested.filter((path) => modules.includes(path))).toEqual([]);

    let trigger, panel;
    if (isMobileProject(testInfo)) {
      trigger = header(page).locator('.mobile-menu__toggle');
      panel = page.locator('#mobile-menu');
      await trigger.tap();
    } else {
      trigger = header(page).getByRole('button', { name: dict[locale].header.categories, exact: true });
      panel = page.locator('#categories-menu');
      await trigger.click();
    }
    await expect(panel.getByRole('link', { name: categories[0][locale], exact: true })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const island = trigger.locator('xpath=ancestor::astro-island[1]');
    const touched = [await island.getAttribute('renderer-url'), await island.getAttribute('component-url')];
    expect(requested).toEqual(expect.arrayContaining(touched));
    // The island took the open panel over: the address has no fragment, and the trigger closes it.
    expect(new URL(page.url()).hash).toBe('');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: categories[0][locale], exact: true })).toBeHidden();
  });
}
