/** The header menus work from the first tap, with no framework: one small script opens and closes them. */
import { expect, test } from '@playwright/test';
import { NO_SERVICE_WORKER, categories, dict, header, homeUrl, isMobileProject, productUrl, type Locale } from './support/site.ts';
import { sampleCatalog } from './support/catalog.ts';

test.use(NO_SERVICE_WORKER);

const product = sampleCatalog().find((p) => !p.expired)!;
const pages: [string, Locale][] = [
  [homeUrl('en'), 'en'],
  [productUrl(product.id, 'pt'), 'pt'],
];

for (const [url, locale] of pages) {
  test(`${url}: the first tap opens a menu in place and the trigger closes it`, { tag: '@both' }, async ({ page }, testInfo) => {
    await page.goto(url);
    let trigger, panel;
    if (isMobileProject(testInfo)) {
      trigger = header(page).locator('.mobile-menu__toggle');
      panel = page.locator('#mobile-menu');
      await trigger.tap();
      await expect(trigger).toHaveAccessibleName(dict[locale].header.closeMenu);
    } else {
      trigger = header(page).getByRole('button', { name: dict[locale].header.categories, exact: true });
      panel = page.locator('#categories-menu');
      await trigger.click();
    }
    await expect(panel.getByRole('link', { name: categories[0][locale], exact: true })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The script, not the link to the panel, opened it: the address has no fragment.
    expect(new URL(page.url()).hash).toBe('');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: categories[0][locale], exact: true })).toBeHidden();
  });
}
