/**
 * The built service worker installs (its cache lists hold no request twice, which Firefox and WebKit
 * refuse) and keeps a visited product and the search page working offline. The sample build is
 * served by a preview of its own on another origin, stopped to go offline: the browser then reaches
 * nothing but its worker.
 */
import { expect, test } from 'vitest';
import { pt } from '../../src/i18n/pt.ts';
import { productUrl, searchUrl } from '../../src/lib/routes.ts';
import { sampleCatalog, titleIn } from '../e2e/support/catalog.ts';
import { OFFLINE_PORT } from '../e2e/support/urls.ts';
import { waitFor, type EngineSession } from './support/engines.ts';
import { preview } from './support/preview.ts';
import { heading } from './smoke.ts';

/** How many files the worker's caches hold whose path starts with `prefix` (runs in the page). */
function cachedUnder(prefix: string): Promise<number> {
  return caches.keys().then(async (names) => {
    let count = 0;
    for (const name of names) count += (await (await caches.open(name)).keys()).filter((r) => new URL(r.url).pathname.startsWith(prefix)).length;
    return count;
  });
}

/** Waits until a result card of this deal is shown (runs in the page). */
const resultShown = (id: string) => !!document.querySelector(`[data-search-results] article.card[data-product-id="${id}"]`);

export function offlineTests(session: () => EngineSession) {
  test('the service worker installs, then a visited product and search work offline', async () => {
    const s = session();
    const product = sampleCatalog().find((p) => !p.expired && p.titleEn)!;
    const word = product.title.split(/\s+/).find((w) => w.length > 4)!;
    const server = await preview(OFFLINE_PORT);
    const at = (path: string) => new URL(path, server.url).href;
    try {
      await s.goto(at(productUrl(product.id, 'en')));
      // A worker that fails to install never becomes ready.
      const state = await s.evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then((r) => r.active?.state),
          new Promise((resolve) => setTimeout(() => resolve('not ready after 10 s'), 10_000)),
        ]),
      );
      expect(state, 'the worker installed and activated').toMatch(/^activat/);
      // The first visit hands its page to the worker; the search page has it keep the language's search files.
      await waitFor(s, 'the product page cached', cachedUnder, productUrl(product.id, 'en'));
      await s.goto(`${at(searchUrl('pt'))}?q=${encodeURIComponent(word)}`);
      await waitFor(s, `${product.id} among the results online`, resultShown, product.id);
      // Until the worker has stored the whole bundle (its count stops growing).
      let settled = await waitFor(s, 'the search files cached', cachedUnder, '/pagefind/');
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const now = await s.evaluate(cachedUnder, '/pagefind/');
        if (now === settled) break;
        settled = now;
      }
    } finally {
      await server.stop();
    }
    await s.goto(at(productUrl(product.id, 'en')));
    await heading(s, titleIn(product, 'en'));
    await s.goto(`${at(searchUrl('pt'))}?q=`);
    await heading(s, pt.search.allDeals);
    await s.goto(`${at(searchUrl('pt'))}?q=${encodeURIComponent(word)}`);
    await waitFor(s, `${product.id} among the results offline`, resultShown, product.id);
    // Offline, photos never seen online cannot load (their boxes show the placeholder); Firefox says so in its console.
    const errors = await s.takeConsoleErrors();
    expect(errors.filter((e) => !/Failed to load .*\/_astro\/\S+\.(svg|png|jpe?g|webp|avif)’\. A ServiceWorker/.test(e))).toEqual([]);
  });
}
