/**
 * Product photos as real catalogs have them (the fixture catalog: one photo per product, mostly on
 * the stores' image CDNs). The CDN hosts are routed to a local picture, some photos fail as a dead
 * link would: each shows in its fixed box, a failed one as the placeholder, and nothing moves.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { imageSize } from 'image-size';
import { IMAGE_HOSTS } from '../../src/config/merchants.ts';
import { PHOTO_WIDTHS } from '../../src/lib/card.ts';
import { categoryUrl, productUrl } from '../../src/lib/routes.ts';
import { localPhotoPng } from '../../scripts/catalog/photo.ts';
import { fixtureCatalog, liveIn } from './support/catalog.ts';
import { LOCALES } from './support/site.ts';
import { cspViolations, recordCspViolations } from './support/csp.ts';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift.ts';
import { FIXTURE_CONTENT_DIR, FIXTURE_URL, REPO_ROOT } from './support/urls.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.use({ baseURL: FIXTURE_URL });

const PHOTO = Buffer.from(localPhotoPng(3, 400));
const CDN = new RegExp(`^https://(${IMAGE_HOSTS.map((h) => h.replaceAll('.', '\\.')).join('|')})/`);

/** Serves CDN photos from a local picture, except those `fails` picks (404, as a removed photo); returns the URLs asked for. */
async function routePhotos(page: Page, fails: (url: string) => boolean): Promise<string[]> {
  const asked: string[] = [];
  await page.route(CDN, (route) => {
    const url = route.request().url();
    asked.push(url);
    return fails(url) ? route.fulfill({ status: 404, body: 'not found' }) : route.fulfill({ status: 200, contentType: 'image/png', body: PHOTO });
  });
  return asked;
}

/** Every photo of the page has loaded or failed. */
const settled = (page: Page, selector: string) =>
  expect
    .poll(() =>
      page
        .locator(selector)
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).every((i) => i.hasAttribute('data-failed') || (i.complete && i.naturalWidth > 0))),
    )
    .toBe(true);

const live = liveIn(fixtureCatalog(), 'mobiles');
const remote = live.filter((p) => p.image.startsWith('https://'));
/** Every second remote photo of the listing fails. */
const failing = new Set(remote.filter((_, i) => i % 2 === 1).map((p) => p.image));

for (const locale of LOCALES) {
  test(`${locale}: listing photos load lazily in fixed boxes, failed ones show the placeholder, nothing shifts`, { tag: '@both' }, async ({ page }) => {
    await watchLayoutShifts(page, { fromParsed: true });
    const asked = await routePhotos(page, (url) => failing.has(url));
    await page.goto(categoryUrl('mobiles', locale));
    const images = page.locator('.card__image');
    const count = await images.count();
    expect(count).toBeGreaterThan(20);
    // Below the fold waits: fewer photos asked for than cards, one photo fetched first.
    expect(asked.length).toBeLessThan(count);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.last()).toHaveAttribute('loading', 'lazy');
    for (let i = 0; i < count; i += 4) await images.nth(i).scrollIntoViewIfNeeded();
    await images.last().scrollIntoViewIfNeeded();
    await settled(page, '.card__image');

    const cards = await images.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => {
        const box = img.parentElement!.getBoundingClientRect();
        return {
          src: img.getAttribute('src')!,
          failed: img.hasAttribute('data-failed'),
          loaded: img.naturalWidth > 0,
          box: [Math.round(box.width), Math.round(box.height)],
          placeholder: getComputedStyle(img.parentElement!).backgroundImage,
          opacity: getComputedStyle(img).opacity,
        };
      }),
    );
    const failed = cards.filter((c) => failing.has(c.src));
    expect(failed.length).toBeGreaterThan(5);
    for (const card of cards) {
      expect(card.box[0], card.src).toBe(cards[0]!.box[0]);
      expect(card.box[1], card.src).toBe(card.box[0]);
      if (failing.has(card.src))
        expect([card.failed, card.loaded, card.opacity, card.placeholder], card.src).toEqual([true, false, '0', expect.stringContaining('gradient')]);
      else expect([card.failed, card.loaded, card.placeholder], card.src).toEqual([false, true, 'none']);
    }
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  test(`${locale}: a product page's photo shows, or the placeholder in the same square, without shifting`, async ({ page }) => {
    await watchLayoutShifts(page);
    await routePhotos(page, (url) => failing.has(url));
    const boxes: number[][] = [];
    for (const product of [remote.find((p) => !failing.has(p.image))!, remote.find((p) => failing.has(p.image))!]) {
      await page.goto(productUrl(product.id, locale));
      const photo = page.locator('.product__media img');
      await expect(photo).toHaveAttribute('src', product.image);
      await expect(photo).toHaveAttribute('fetchpriority', 'high');
      await expect(photo).toHaveAttribute('loading', 'eager');
      await settled(page, '.product__media img');
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(!failing.has(product.image));
      await expect(photo).toHaveAttribute('alt', /\S/);
      const box = (await page.locator('.product__media').boundingBox())!;
      boxes.push([Math.round(box.width), Math.round(box.height)]);
      expect(await layoutShiftSoFar(page)).toBe(0);
    }
    expect(boxes[1]).toEqual(boxes[0]);
    expect(await page.locator('.product__media').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient');
  });
}

test("a deal page lets photos come only from the hosts of the photos it shows: its own and its similar deals'", async ({ page }) => {
  await routePhotos(page, () => false);
  await recordCspViolations(page);
  await page.goto(productUrl(remote[0]!.id, 'pt'));
  // The large copy in the closed photo dialog loads only when it opens (deal-alive.spec.ts opens it).
  const shownPhotos = 'main img:not(.photo-dialog__image)';
  const photos = page.locator(shownPhotos);
  await photos.last().scrollIntoViewIfNeeded();
  await settled(page, shownPhotos);
  const shown = await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!).filter((src) => src.startsWith('https://')));
  const hosts = [...new Set(shown.map((src) => new URL(src).hostname))];
  expect(hosts.length).toBeGreaterThan(0);
  expect(await photos.evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => img.naturalWidth === 0).length)).toBe(0);
  // Another store's host, allowed on pages that show any deal (search, saved deals), is refused here.
  const other = IMAGE_HOSTS.find((host) => !hosts.includes(host))!;
  await page.evaluate(async (url) => {
    const img = document.querySelector<HTMLImageElement>('main img')!;
    img.src = url;
    await new Promise((done) => img.addEventListener('error', done, { once: true }));
  }, `https://${other}/x.png`);
  expect(await cspViolations(page)).toEqual([`img-src https://${other}/x.png`]);
});

test('a photo on a host no store lists is refused by the page policy, and shows the placeholder', async ({ page }) => {
  await routePhotos(page, () => false);
  await page.route('https://images.example/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PHOTO }));
  await page.goto(categoryUrl('mobiles', 'pt'));
  const outcome = await page.evaluate(async () => {
    const refused = new Promise<string>((done) =>
      document.addEventListener('securitypolicyviolation', (e) => done(`${e.violatedDirective} ${e.blockedURI}`), { once: true }),
    );
    const img = document.querySelector<HTMLImageElement>('.card__image')!;
    img.removeAttribute('srcset');
    img.src = 'https://images.example/x.png';
    await new Promise((done) => img.addEventListener('error', done, { once: true }));
    return { refused: await refused, failed: img.hasAttribute('data-failed') };
  });
  expect(outcome).toEqual({ refused: 'img-src https://images.example/x.png', failed: true });
});

/** The fixture build's output folder (npm run build:e2e). */
const FIXTURE_DIST = path.join(REPO_ROOT, 'dist-e2e');
const localPhotos = fixtureCatalog().filter((p) => !p.image.startsWith('https://'));

test('a local photo is published only as resized copies, never as the file the editor committed', () => {
  expect(localPhotos.length).toBeGreaterThan(0);
  const published = new Set(readdirSync(path.join(FIXTURE_DIST, '_astro')).map((f) => sha256(readFileSync(path.join(FIXTURE_DIST, '_astro', f)))));
  for (const p of localPhotos) {
    const original = readFileSync(path.join(FIXTURE_CONTENT_DIR, 'products', 'pt', p.image));
    expect(published.has(sha256(original)), `${p.id}: ${p.image} was published as is`).toBe(false);
  }
});

test('a local photo is published once per shared width, plus its preview JPEG, whatever pages show it', () => {
  const files = readdirSync(path.join(FIXTURE_DIST, '_astro'));
  for (const p of localPhotos) {
    const base = path.basename(p.image, path.extname(p.image));
    const copies = files.filter((f) => f.startsWith(`${base}.`));
    expect(
      copies.filter((f) => f.endsWith('.webp')),
      p.id,
    ).toHaveLength(PHOTO_WIDTHS.length);
    expect(
      copies.filter((f) => f.endsWith('.jpg')),
      p.id,
    ).toHaveLength(1);
  }
});

/** The copy a browser chose for a picture, as the width its srcset gives it (0 when it is not one of them). */
async function chosenWidth(page: Page, selector: string): Promise<number> {
  const img = page.locator(selector);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return img.evaluate((i: HTMLImageElement) => {
    const entry = i.srcset.split(',').find((e) => new URL(e.trim().split(' ')[0]!, location.href).href === i.currentSrc);
    return entry ? Number(entry.trim().split(' ')[1]!.replace('w', '')) : 0;
  });
}

test('a local photo downloads the smallest copy that fills its box: 320 px on a 3x phone, more on a desktop', async ({ browser }) => {
  const photo = localPhotos.find((p) => !p.expired)!;
  const screens = [
    // Phone cards draw the picture in a 96 px box, the deal page in 86 px: 3x needs at most 288 px.
    { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, card: 320, deal: 320 },
    // Desktop cards are ~205 px wide (2x: 640); the deal page's picture 570 px (1x: 640, 2x: 1120).
    { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, card: 320, deal: 640 },
    { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2, card: 640, deal: 1120 },
  ];
  for (const { card, deal, ...screen } of screens) {
    const context = await browser.newContext({ ...screen, baseURL: FIXTURE_URL, serviceWorkers: 'block' });
    const page = await context.newPage();
    const shown = `${screen.viewport.width} px at ${screen.deviceScaleFactor}x`;
    await page.goto(productUrl(photo.id, 'pt'));
    expect(await chosenWidth(page, '.product__media img'), `deal page, ${shown}`).toBe(deal);
    // The photo's card, on the category listing newest first (the fixture's categories have two pages).
    for (let n = 1; !(await page.locator(`[data-product-id="${photo.id}"]`).count()); n++) {
      expect(n, `${photo.id} is on a listing page`).toBeLessThan(4);
      await page.goto(categoryUrl(photo.category, 'pt', 'latest', n));
    }
    expect(await chosenWidth(page, `[data-product-id="${photo.id}"] img`), `card, ${shown}`).toBe(card);
    await context.close();
  }
});

test('a local photo previews as a JPEG of at most 300 KB with the size it really has', () => {
  for (const p of localPhotos) {
    const html = readFileSync(path.join(FIXTURE_DIST, 'product', p.id, 'index.html'), 'utf8');
    const meta = (property: string) => html.match(new RegExp(`<meta property="${property}" content="([^"]+)"`))?.[1];
    const file = path.join(FIXTURE_DIST, new URL(meta('og:image')!).pathname);
    expect(file, p.id).toMatch(/\.jpg$/);
    const bytes = readFileSync(file);
    expect(bytes.length, p.id).toBeLessThanOrEqual(300 * 1024);
    const real = imageSize(bytes);
    expect([meta('og:image:width'), meta('og:image:height')], p.id).toEqual([String(real.width), String(real.height)]);
  }
});
