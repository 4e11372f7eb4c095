/**
 * Outbound links: the partner button goes through its product page's ?go forward (or straight to
 * Amazon, whose program forbids masked links), the forward leaves at once and leaves no history entry,
 * it cannot be turned into an open redirect, links from before the forward moved (/go/{id}/) still
 * arrive, and every partner button is labelled as advertising right beside it.
 * No request leaves the machine: every non-local request is answered with a stub page.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { goUrl } from '../../src/lib/routes.ts';
import { outboundUrl } from '../../src/lib/outbound.ts';
import { sampleCatalog, type CatalogProduct } from './support/catalog.ts';
import { LOCALES, dict, productUrl } from './support/site.ts';

// The offline service worker must not answer in place of the routes below.
test.use({ serviceWorkers: 'block' });
/** A live deal whose store allows forwarding and whose link lacks the tracking parameter (Mercado Livre). */
function forwardedProduct(): CatalogProduct {
  const p = sampleCatalog().find((x) => !x.expired && x.merchant === 'Mercado Livre' && !x.affiliateUrl.includes('?'));
  expect(p, 'the sample catalog has a live Mercado Livre deal').toBeDefined();
  return p!;
}

/** A live Amazon deal: its button must link to Amazon itself. */
function amazonProduct(): CatalogProduct {
  const p = sampleCatalog().find((x) => !x.expired && x.merchant === 'Amazon');
  expect(p, 'the sample catalog has a live Amazon deal').toBeDefined();
  return p!;
}

/** Answers every request that leaves the site with a stub page; returns the navigations that tried to. */
async function stubPartnerSites(context: BrowserContext): Promise<string[]> {
  const navigations: string[] = [];
  await context.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return route.fallback();
    if (request.isNavigationRequest()) navigations.push(url.href);
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Partner</title><h1>Partner store (stub)</h1>' });
  });
  return navigations;
}

async function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => history.length);
}

for (const locale of LOCALES) {
  test(`a forwarded deal’s button opens the page’s ?go forward, which lands on the affiliate URL and leaves no history entry (${locale})`, async ({
    page,
    context,
  }) => {
    const p = forwardedProduct();
    const expected = outboundUrl(p);
    expect(expected).toBe(`${p.affiliateUrl}?matt_word=topofertas`);
    const navigations = await stubPartnerSites(context);
    await page.goto(productUrl(p.id, locale));
    const button = page.getByTestId('partner-link');
    await expect(button).toHaveAttribute('href', goUrl(p.id, locale));
    await expect(button).toHaveAttribute('target', '_blank');
    expect(((await button.getAttribute('rel')) ?? '').split(/\s+/)).toEqual(expect.arrayContaining(['sponsored', 'noopener', 'noreferrer']));

    const [partner] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await partner.waitForURL(expected);
    await expect(partner.getByRole('heading', { name: 'Partner store (stub)' })).toBeVisible();
    expect(navigations).toEqual([expected]);
    // location.replace: the tab's only entry is the store, so Back cannot land on the forward and bounce again.
    expect(await historyLength(partner)).toBe(1);
    expect(await partner.goBack()).toBeNull();
    expect(partner.url()).toBe(expected);
  });
}

test('the forward ignores the rest of the address: no open redirect', async ({ page, context }) => {
  const p = forwardedProduct();
  const navigations = await stubPartnerSites(context);
  await page.goto(`${goUrl(p.id, 'pt')}&to=https://evil.example/&url=https%3A%2F%2Fevil.example#https://evil.example/`);
  await page.waitForURL(outboundUrl(p));
  expect(navigations).toEqual([outboundUrl(p)]);
  expect(navigations.join(' ')).not.toContain('evil.example');
});

test('a link from before the forward moved, /go/{id}/, still lands on the store', async ({ page, context }) => {
  const p = forwardedProduct();
  const navigations = await stubPartnerSites(context);
  await page.goto(`/go/${p.id}/`);
  await page.waitForURL(outboundUrl(p));
  expect(navigations).toEqual([outboundUrl(p)]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the button links straight to the store, and a ?go address shows the deal page with that button', async ({ page, context }) => {
    const p = forwardedProduct();
    const navigations = await stubPartnerSites(context);
    await page.goto(goUrl(p.id, 'pt'));
    expect(navigations).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    const button = page.getByTestId('partner-link');
    await expect(button).toHaveAttribute('href', outboundUrl(p));
    expect(((await button.getAttribute('rel')) ?? '').split(/\s+/)).toContain('sponsored');
  });
});

test('an Amazon deal’s button links straight to Amazon with the tag, marked sponsored', async ({ page, context }) => {
  const p = amazonProduct();
  const navigations = await stubPartnerSites(context);
  for (const locale of LOCALES) {
    await page.goto(productUrl(p.id, locale));
    const button = page.getByTestId('partner-link');
    const href = new URL((await button.getAttribute('href')) ?? '');
    expect(href.hostname).toBe(new URL(p.affiliateUrl).hostname);
    expect(href.hostname).toMatch(/(^|\.)amazon\.com\.br$/);
    expect(href.searchParams.get('tag')).toBe('topofertas-20');
    await expect(button).toHaveAttribute('target', '_blank');
    expect(((await button.getAttribute('rel')) ?? '').split(/\s+/)).toContain('sponsored');
  }
  // Its ?go address (a link made before its merchant's setting changed) does not mask Amazon: the page stays.
  await page.goto(goUrl(p.id, 'pt'));
  await expect(page.getByTestId('partner-link')).toBeVisible();
  expect(navigations).toEqual([]);
});

test('the ?go address of an expired deal shows its product page, not the store', async ({ page, context }) => {
  const p = sampleCatalog().find((x) => x.expired);
  expect(p, 'the sample catalog has an expired deal').toBeDefined();
  const navigations = await stubPartnerSites(context);
  await page.goto(goUrl(p!.id, 'pt'));
  await expect(page.getByTestId('expired-notice')).toBeVisible();
  expect(navigations).toEqual([]);
});

for (const locale of LOCALES) {
  test(`the partner button is labelled as advertising right beside it (${locale})`, async ({ page }) => {
    const p = forwardedProduct();
    await page.goto(productUrl(p.id, locale));
    const button = page.getByTestId('partner-link');
    const label = page.getByTestId('partner-disclosure');
    await expect(label).toBeVisible();
    await expect(label).toHaveText(dict[locale].product.partnerDisclosure);
    if (locale === 'pt') await expect(label).toContainText('Publicidade');
    else await expect(label).toContainText('Advertising');
    // Read out with the button, and placed against it.
    await expect(button).toHaveAttribute('aria-describedby', (await label.getAttribute('id')) ?? 'missing id');
    await expect(button).toHaveAccessibleDescription(dict[locale].product.partnerDisclosure);
    const [labelBox, buttonBox] = [await label.boundingBox(), await button.boundingBox()];
    expect(labelBox && buttonBox).toBeTruthy();
    // Right above the button or right below it (phones keep the button higher on the first screen).
    const above = buttonBox!.y - (labelBox!.y + labelBox!.height);
    const gap = above >= 0 ? above : labelBox!.y - (buttonBox!.y + buttonBox!.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(16);
    expect(labelBox!.x).toBeGreaterThanOrEqual(buttonBox!.x - 1);
  });
}
