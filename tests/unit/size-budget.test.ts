/** What scripts/size-budget.ts counts as loaded on page load, on a small hand-made build. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { formatSizes, measureBudget, readBudget, sizeMeter } from '../../scripts/size-budget.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'size-budget-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

const shared = 'export const shared = "' + 'x'.repeat(500) + '";';
const page = 'import{shared as s}from"./shared.js";import("./later.js");console.log(s);';
const later = 'export const later = "' + 'y'.repeat(900) + '";';
const island = 'export default function Island(){return "' + 'z'.repeat(300) + '"}';
const inline = 'document.documentElement.dataset.x="1"';
write('_astro/shared.js', shared);
write('_astro/page.js', page);
write('_astro/later.js', later);
write('_astro/island.js', island);
write('_astro/renderer.js', 'import"./shared.js";');
write(
  'index.html',
  `<script type="application/ld+json">{"a":1}</script><script>${inline}</script><script type="module" src="/_astro/page.js"></script>` +
    '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/renderer.js" client="visible"></astro-island>',
);
write('profile/index.html', '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/renderer.js" client="load"></astro-island>');

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the JavaScript a page loads on page load', () => {
  const measure = sizeMeter(dist);

  it('counts script files with their static imports and inline scripts, not dynamic imports, JSON-LD or islands waiting for the shopper', () => {
    expect(measure('index.html')).toBe(gz(inline) + gz(page) + gz(shared));
  });

  it('counts islands that hydrate on load, each shared module once', () => {
    expect(measure('profile/index.html')).toBe(gz(island) + gz('import"./shared.js";') + gz(shared));
  });

  it('names the page type over budget, by how much, and where to change it', () => {
    const sizes = measureBudget(dist, {
      pageTypes: { home: { pages: ['index.html'], gzippedKB: 0.1 }, profile: { pages: ['profile/index.html'], gzippedKB: 70 } },
    });
    expect(sizes.map((s) => [s.pageType, s.bytes > s.budgetBytes])).toEqual([
      ['home', true],
      ['profile', false],
    ]);
    expect(formatSizes(sizes)).toMatch(/^home .*OVER BUDGET by .* KB: .* raise "home" in size-budget.json/m);
  });

  it('fails loudly when a page type matches no page', () => {
    expect(() => measureBudget(dist, { pageTypes: { search: { pages: ['search/index.html'], gzippedKB: 10 } } })).toThrow(/no page of "search"/);
  });

  it('has a budget for every page type, the profile page leaving room for React', () => {
    const budget = readBudget();
    expect(Object.keys(budget.pageTypes)).toEqual(['home', 'category', 'product', 'search', 'profile', 'static page']);
    expect(budget.pageTypes.profile!.gzippedKB).toBeGreaterThanOrEqual(70);
  });
});
