/** The sticky header: logo, Categories dropdown (desktop), mobile menu (phones), keyboard and no-JS use. */
import { expect, test, type Page } from '@playwright/test';
import {
  LOCALES,
  NO_SERVICE_WORKER,
  categories,
  categoryUrl,
  dict,
  header,
  homeUrl,
  isMobileProject,
  mobilePanel,
  mobileToggle,
  open,
  openMobileMenu,
  searchUrl,
  type Locale,
} from './support/site.ts';

test.use(NO_SERVICE_WORKER);

/** The account page the mobile menu links to (no route yet, spec §2). */
const profileUrl = (locale: Locale) => (locale === 'pt' ? '/profile/' : '/en/profile/');

function categoriesTrigger(page: Page, locale: Locale) {
  return header(page).getByRole('button', { name: dict[locale].header.categories, exact: true });
}

/** Opens the Categories dropdown and returns its panel. */
async function openCategories(page: Page, locale: Locale) {
  const trigger = categoriesTrigger(page, locale);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await expect(panel).toBeHidden();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  return { trigger, panel };
}

async function expectFocused(page: Page, name: string) {
  await expect(page.locator(':focus')).toHaveAccessibleName(name);
}

for (const locale of LOCALES) {
  const t = dict[locale];

  test.describe(`header (${locale})`, () => {
    test('is sticky, 5rem high, with a logo linking home', { tag: '@both' }, async ({ page }) => {
      await page.goto(categoryUrl('electronics', locale));
      const banner = header(page);
      const style = await banner.evaluate((el) => {
        const s = getComputedStyle(el);
        return { position: s.position, height: s.height, top: s.top, rootFont: getComputedStyle(document.documentElement).fontSize };
      });
      expect(style.position).toBe('sticky');
      expect(style.top).toBe('0px');
      expect(parseFloat(style.height)).toBe(5 * parseFloat(style.rootFont));
      expect(style.height).toBe('80px');
      // Still at the top of the viewport after scrolling to the footer.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect((await banner.boundingBox())?.y).toBe(0);
      const logo = banner.getByRole('link', { name: t.header.home });
      await expect(logo).toHaveAttribute('href', homeUrl(locale));
      await logo.click();
      await expect(page).toHaveURL(homeUrl(locale));
    });

    test('Categories dropdown lists all 14 categories, every one in view without scrolling', async ({ page }) => {
      await open(page, homeUrl(locale));
      const { trigger, panel } = await openCategories(page, locale);
      await expect(trigger).toHaveAttribute('aria-controls', 'categories-menu');
      const links = panel.getByRole('link');
      await expect(links).toHaveText(categories.map((c) => c[locale]));
      for (const [i, c] of categories.entries()) await expect(links.nth(i)).toHaveAttribute('href', categoryUrl(c.key, locale));
      const box = await panel.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
      expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
      for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
      await links.last().click();
      await expect(page).toHaveURL(categoryUrl(categories.at(-1)!.key, locale));
    });

    test('Categories dropdown: keyboard, Escape and click outside', async ({ page }) => {
      await open(page, homeUrl(locale));
      const { trigger, panel } = await openCategories(page, locale);
      // ArrowDown from the trigger enters the list; arrows, Home and End move through it.
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expectFocused(page, categories[0][locale]);
      await page.keyboard.press('ArrowDown');
      await expectFocused(page, categories[1][locale]);
      await page.keyboard.press('End');
      await expectFocused(page, categories[13][locale]);
      await page.keyboard.press('ArrowDown');
      await expectFocused(page, categories[0][locale]);
      await page.keyboard.press('ArrowUp');
      await expectFocused(page, categories[13][locale]);
      await page.keyboard.press('ArrowUp');
      await expectFocused(page, categories[12][locale]);
      await page.keyboard.press('Home');
      await expectFocused(page, categories[0][locale]);
      // Escape closes and gives focus back to the trigger.
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(trigger).toBeFocused();
      // ArrowDown on the closed trigger opens the menu on its first item.
      await page.keyboard.press('ArrowDown');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expectFocused(page, categories[0][locale]);
      // A click elsewhere closes it.
      // The page's lower left corner: the panel (all categories, opening leftwards) covers the heading.
      await page.mouse.click(8, page.viewportSize()!.height - 8);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    });

    test('mobile menu: search, the 14 categories and My Account', { tag: '@mobile' }, async ({ page }) => {
      await open(page, homeUrl(locale));
      // Below 1024px the desktop search and Categories trigger are not shown.
      await expect(categoriesTrigger(page, locale)).toBeHidden();
      await expect(header(page).getByRole('searchbox')).toBeHidden();
      const toggle = mobileToggle(page);
      await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
      const panel = await openMobileMenu(page, locale);
      await expect(toggle).toHaveAccessibleName(t.header.closeMenu);
      await expect(panel.getByRole('searchbox', { name: t.header.searchLabel })).toBeVisible();
      const links = panel.getByRole('link');
      const names = categories.map((c) => c[locale]);
      // My Account is the first row: one tap from the top of the menu.
      await expect(links).toHaveText([t.header.myAccount, ...names]);
      for (const [i, c] of categories.entries()) await expect(links.nth(i + 1)).toHaveAttribute('href', categoryUrl(c.key, locale));
      await expect(panel.getByRole('link', { name: t.header.myAccount })).toHaveAttribute('href', profileUrl(locale));
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName(t.header.openMenu);
      await expect(panel).toBeHidden();
    });

    test('mobile menu closes after a category choice and opens that category', { tag: '@mobile' }, async ({ page }) => {
      await open(page, homeUrl(locale));
      const category = categories[4];
      // Hold the navigation (204 keeps the page) to see the menu close, then let it through.
      await page.route(
        (url) => url.pathname === categoryUrl(category.key, locale),
        (route) => route.fulfill({ status: 204 }),
      );
      const panel = await openMobileMenu(page, locale);
      await panel.getByRole('link', { name: category[locale], exact: true }).click();
      await expect(mobileToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await page.unrouteAll();
      await openMobileMenu(page, locale);
      await panel.getByRole('link', { name: category[locale], exact: true }).click();
      await expect(page).toHaveURL(categoryUrl(category.key, locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category[locale]);
      await expect(mobilePanel(page)).toBeHidden();
    });

    test('mobile menu closes after a click on My Account, which opens the account page', { tag: '@mobile' }, async ({ page }) => {
      await open(page, homeUrl(locale));
      await page.route(
        (url) => url.pathname === profileUrl(locale),
        (route) => route.fulfill({ status: 204 }),
      );
      const panel = await openMobileMenu(page, locale);
      await panel.getByRole('link', { name: t.header.myAccount }).click();
      await expect(mobileToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await page.unrouteAll();
      await openMobileMenu(page, locale);
      await panel.getByRole('link', { name: t.header.myAccount }).click();
      await expect(page).toHaveURL(profileUrl(locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.profile.title);
    });

    test('mobile menu opened from the keyboard: Tab walks its items from the top', { tag: '@mobile' }, async ({ page }) => {
      await open(page, homeUrl(locale));
      const toggle = mobileToggle(page);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // The menu comes before its toggle in the page: focus goes to its first item, and Tab goes on inside it.
      const panel = mobilePanel(page);
      await expect(panel.getByRole('link', { name: t.header.myAccount })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('searchbox')).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    test('mobile menu: Escape returns focus to the toggle, a click outside closes', { tag: '@mobile' }, async ({ page }) => {
      await open(page, homeUrl(locale));
      const toggle = mobileToggle(page);
      const panel = await openMobileMenu(page, locale);
      await panel.getByRole('searchbox').focus();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();
      // Opened by the search button, Escape returns there.
      const search = header(page).getByRole('button', { name: t.header.searchLabel });
      await search.click();
      await expect(panel.getByRole('searchbox')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(search).toBeFocused();
      await openMobileMenu(page, locale);
      // The header's empty top-left corner is outside the menu.
      await header(page).click({ position: { x: 2, y: 2 } });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(homeUrl(locale));
    });
  });

  test.describe(`header without JavaScript (${locale})`, { tag: '@both' }, () => {
    test.use({ javaScriptEnabled: false });

    test('the search form is a plain GET form to the search page', async ({ page }, testInfo) => {
      await page.goto(homeUrl(locale));
      if (isMobileProject(testInfo)) {
        await expect(mobileToggle(page)).toHaveAttribute('href', '#mobile-menu');
        await mobileToggle(page).click();
        await expect(mobilePanel(page)).toBeVisible();
      }
      const box = header(page).getByRole('searchbox', { name: t.header.searchLabel });
      await expect(box).toHaveAttribute('name', 'q');
      const form = box.locator('xpath=ancestor::form');
      await expect(form).toHaveAttribute('method', /get/i);
      await expect(form).toHaveAttribute('action', searchUrl(locale));
      await box.fill('fone jbl');
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === searchUrl(locale) && url.searchParams.get('q') === 'fone jbl');
    });

    test('every category can be reached from the header', async ({ page }, testInfo) => {
      await page.goto(homeUrl(locale));
      let panel;
      if (isMobileProject(testInfo)) {
        await mobileToggle(page).click();
        await expect(page).toHaveURL(/#mobile-menu$/);
        panel = mobilePanel(page);
      } else {
        const trigger = categoriesTrigger(page, locale);
        await expect(trigger).toHaveAttribute('href', '#categories-menu');
        panel = page.locator('#categories-menu');
        await expect(panel).toBeHidden();
        await trigger.click();
        await expect(page).toHaveURL(/#categories-menu$/);
      }
      await expect(panel).toBeVisible();
      for (const c of categories) {
        await expect(panel.getByRole('link', { name: c[locale], exact: true })).toHaveAttribute('href', categoryUrl(c.key, locale));
      }
      const last = categories.at(-1)!;
      const link = panel.getByRole('link', { name: last[locale], exact: true });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(categoryUrl(last.key, locale));
    });
  });
}
