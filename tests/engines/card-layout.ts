/**
 * Cards hold their photo at every width: the photo box is square and inside its card, and the heart
 * printed in it is inside the card too. WebKit once laid the box out 16 px taller and wider than the
 * card from 480 px wide (a flex item's automatic minimum height taken from the photo).
 */
import { expect, test } from 'vitest';
import { categories } from '../../src/data/categories.ts';
import { categoryUrl } from '../../src/lib/routes.ts';
import { liveIn, sampleCatalog } from '../e2e/support/catalog.ts';
import { waitFor, type EngineSession } from './support/engines.ts';

/** Phones upright and sideways, tablets, laptops, desktops. */
const WIDTHS = [320, 375, 480, 600, 768, 1024, 1280, 1440];

export function cardLayoutTests(session: () => EngineSession, base: () => string) {
  test(`card photos fit their cards at ${WIDTHS.join(', ')} px`, async () => {
    const s = session();
    const category = categories.map((c) => ({ key: c.key, n: liveIn(sampleCatalog(), c.key).length })).sort((a, b) => b.n - a.n)[0]!;
    try {
      for (const width of WIDTHS) {
        await s.setViewport(width, 900);
        await s.goto(new URL(categoryUrl(category.key, 'pt'), base()).href);
        // The hearts are put in the cards by the page's script.
        await waitFor(s, 'the cards’ hearts', () => !!document.querySelector('article.card .card__media button.save'));
        const boxes = await s.evaluate(() =>
          [...document.querySelectorAll('article.card[data-product-id]')].slice(0, 6).map((card) => {
            const rect = (el: Element | null) => {
              const r = el!.getBoundingClientRect();
              return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
            };
            return {
              id: card.getAttribute('data-product-id'),
              card: rect(card),
              media: rect(card.querySelector('.card__media')),
              heart: rect(card.querySelector('button.save')),
            };
          }),
        );
        expect(boxes.length, `${width} px: cards`).toBeGreaterThan(0);
        for (const { id, card, media, heart } of boxes) {
          const where = `${width} px, ${id}: photo box ${media.width}×${media.height} in a card ${card.width} wide`;
          expect(Math.abs(media.width - media.height), where).toBeLessThanOrEqual(1);
          expect(media.left, where).toBeGreaterThanOrEqual(card.left - 0.5);
          expect(media.right, where).toBeLessThanOrEqual(card.right + 0.5);
          expect(media.bottom, where).toBeLessThanOrEqual(card.bottom + 0.5);
          expect(heart.right, `${where}: the heart`).toBeLessThanOrEqual(card.right + 0.5);
          expect(heart.left, `${where}: the heart`).toBeGreaterThanOrEqual(card.left - 0.5);
        }
      }
    } finally {
      await s.setViewport(1440, 900);
    }
  });
}
