/**
 * The first screens of a phone, on the hardest page of each type (tests/e2e/support/fold.ts: long
 * category names, an English query, a spelling note, a coupon deal, a deal shown in Portuguese), in both
 * languages: a price on the first screen of a 320×568 phone, a deal page's store button and photo too,
 * and at least six deals starting within the first two screens of a 375×667 phone wherever a page lists
 * six or more. `npm run bench:fold` writes the same figures into BENCHMARKS.md.
 */
import { expect, test } from '@playwright/test';
import { FOLD_VIEWPORTS, foldPages, measureFold, storeFoldSaved } from './support/fold.ts';
import { LOCALES, NO_SERVICE_WORKER } from './support/site.ts';

test.use(NO_SERVICE_WORKER);

const [SMALL, COMMON] = FOLD_VIEWPORTS;

for (const locale of LOCALES) {
  test(`a price is on the first screen of every page type at 320×568; a deal page's store button and photo too (${locale})`, async ({ page }) => {
    await page.setViewportSize(SMALL);
    await storeFoldSaved(page);
    for (const { kind, label, url } of foldPages(locale)) {
      const f = await measureFold(page, url);
      const what = `${kind} (${label}) ${url}`;
      expect(f.priceBottom, `${what}: first price`).not.toBeNull();
      expect(f.priceBottom!, `${what}: first price`).toBeLessThanOrEqual(SMALL.height);
      if (kind === 'product') {
        expect(f.storeBottom!, `${what}: store button`).toBeLessThanOrEqual(SMALL.height);
        expect(f.photoBottom!, `${what}: photo`).toBeLessThanOrEqual(SMALL.height);
      }
    }
  });

  test(`six deals start within the first two screens of every listing and search page at 375×667 (${locale})`, async ({ page }) => {
    await page.setViewportSize(COMMON);
    for (const { kind, label, url } of foldPages(locale).filter((p) => p.kind !== 'product' && p.kind !== 'profile')) {
      const f = await measureFold(page, url);
      const listed = await page.locator('main article.card').filter({ visible: true }).count();
      expect(f.dealsInTwoScreens, `${kind} (${label}) ${url}: deals within two screens of ${listed}`).toBeGreaterThanOrEqual(Math.min(6, listed));
    }
  });
}
