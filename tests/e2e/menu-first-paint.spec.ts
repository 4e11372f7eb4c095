/**
 * The phone menu behaves the same whenever the tap lands. A tap at first paint, before the page script
 * runs, follows the toggle's `href="#mobile-menu"` (the no-script path, :target); from then on the menu is
 * open like any other: the toggle shows ✕, one tap on it closes the menu, before the island has hydrated
 * or after, and the address loses `#mobile-menu` (src/components/header/menu-rules.ts).
 */
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { LOCALES, NO_SERVICE_WORKER, dict, homeUrl, mobilePanel, mobileToggle, type Locale } from './support/site.ts';

test.use(NO_SERVICE_WORKER);

const isScript = (u: URL) => u.pathname.startsWith('/_astro/') && u.pathname.endsWith('.js');

/** Opens the page with every script file held, taps the menu toggle, then lets the scripts load. */
async function tapAtFirstPaint(page: Page, locale: Locale): Promise<Locator> {
  const held: Route[] = [];
  let released = false;
  await page.route(isScript, (route) => (released ? route.continue() : void held.push(route)));
  await page.goto(homeUrl(locale), { waitUntil: 'commit' });
  const toggle = mobileToggle(page);
  await toggle.click();
  await expect(mobilePanel(page)).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#mobile-menu');
  expect(held.length, 'the page script had not run when the tap landed').toBeGreaterThan(0);
  released = true;
  for (const route of held) await route.continue();
  await page.waitForLoadState('load');
  return toggle;
}

async function hydrated(element: Locator) {
  await expect.poll(() => element.evaluate((el) => el.closest('astro-island')?.hasAttribute('ssr'))).toBe(false);
}

/** One tap on ✕ closes the menu and takes #mobile-menu out of the address. */
async function closesInOneTap(page: Page, toggle: Locator, locale: Locale) {
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle.locator('.mobile-menu__close')).toBeVisible();
  await toggle.click();
  await expect(mobilePanel(page)).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL((url) => url.hash === '' && url.pathname === homeUrl(locale));
}

for (const locale of LOCALES) {
  test.describe(`a menu tapped at first paint (${locale})`, { tag: '@mobile' }, () => {
    test('closes with one ✕ tap before its island has hydrated, and stays closed once it has', async ({ page }) => {
      const toggle = await tapAtFirstPaint(page, locale);
      await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);
      await closesInOneTap(page, toggle, locale);
      // The tap started hydration: the island takes the closed menu over, and the next tap opens it in place.
      await hydrated(toggle);
      await expect(mobilePanel(page)).toBeHidden();
      await toggle.click();
      await expect(mobilePanel(page)).toBeVisible();
      await expect(toggle).toHaveAccessibleName(dict[locale].header.closeMenu);
      expect(new URL(page.url()).hash).toBe('');
    });

    test('closes with one ✕ tap once its island has hydrated', async ({ page }) => {
      const toggle = await tapAtFirstPaint(page, locale);
      // A pointer passing over the menu starts hydration (client:interaction) before any tap.
      await toggle.dispatchEvent('pointerover');
      await hydrated(toggle);
      await expect(mobilePanel(page)).toBeVisible();
      await expect(toggle).toHaveAccessibleName(dict[locale].header.closeMenu);
      await closesInOneTap(page, toggle, locale);
    });
  });
}
