/**
 * Search in `npm run dev`: the search page's worker (a module the dev server compiles) runs Pagefind over the
 * last build's index, and the result cards show that build's photos.
 */
import { expect, test } from '@playwright/test';

for (const [path, locale] of [
  ['/search/?q=fone', 'pt'],
  ['/en/search/?q=headphones', 'en'],
] as const) {
  test(`the search page finds deals and shows their photos (${locale})`, async ({ page }) => {
    await page.goto(path);
    const photo = page.locator('[data-search-results] .card img').first();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });
}
