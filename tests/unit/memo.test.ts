/**
 * The site frame is rendered once per language and reused (src/lib/memo.ts). With MEMO_VERIFY=1 (the
 * e2e fixture build) every later page renders it again, and a frame that differs between two pages of a
 * language stops the build: its key leaves out something the frame depends on.
 */
import { describe, expect, test } from 'vitest';
import { islandScripts } from '../../src/lib/island-scripts.ts';
import { keptMemoHtml, memoHtml, sameAsKept, withFixedPrefixes } from '../../src/lib/memo.ts';

const island = '<astro-island uid="a" client="interaction"></astro-island>';
const withScripts = `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style><script>${islandScripts().directives.interaction}</script><script>${islandScripts().runtime}</script>${island}`;

describe('memoised frame', () => {
  test("kept islands get the memo's own useId prefix, whichever page rendered them first", async () => {
    const key = `header:${Math.random()}`;
    const kept = await memoHtml(
      key,
      async () =>
        '<astro-island uid="a" prefix="r3" client="interaction"></astro-island><astro-island uid="b" prefix="r4" client="interaction"></astro-island>',
      false,
    );
    const name = key.replace(/[^\w-]/g, '-');
    expect(kept).toBe(
      `<astro-island uid="a" prefix="memo-${name}-0" client="interaction"></astro-island><astro-island uid="b" prefix="memo-${name}-1" client="interaction"></astro-island>`,
    );
    // The same content rendered first on another page (another island count) is kept the same.
    expect(withFixedPrefixes(key, '<astro-island uid="a" prefix="r1" client="interaction"></astro-island>')).toBe(
      withFixedPrefixes(key, '<astro-island uid="a" prefix="r7" client="interaction"></astro-island>'),
    );
  });

  test('a later page that renders the frame differently stops the build, naming the key and the place', async () => {
    const key = `test:${Math.random()}`;
    await memoHtml(key, async () => '<nav>Categorias <a aria-current="page">Celulares</a></nav>', true);
    await expect(memoHtml(key, async () => '<nav>Categorias <a aria-current="page">Moda</a></nav>', true)).rejects.toThrow(
      new RegExp(`Memo "${key}": this page renders it differently .* at character 39.*Name what the content depends on in its key`),
    );
  });

  test('pages that render the same frame pass, and without verification nothing renders twice', async () => {
    const key = `test:${Math.random()}`;
    let renders = 0;
    const render = async () => (renders++, '<footer>© Top Ofertas</footer>');
    expect(await memoHtml(key, render, true)).toBe('<footer>© Top Ofertas</footer>');
    expect(await memoHtml(key, render, true)).toBe('<footer>© Top Ofertas</footer>');
    expect(renders).toBe(2);
    await memoHtml(key, render, false);
    expect(renders).toBe(2);
  });

  test('a page asks for the kept HTML before rendering: none before the first page, none to a verifying build', async () => {
    const key = `test:${Math.random()}`;
    expect(keptMemoHtml(key, false)).toBeUndefined();
    await memoHtml(key, async () => '<footer>© Top Ofertas</footer>', false);
    expect(await keptMemoHtml(key, false)).toBe('<footer>© Top Ofertas</footer>');
    expect(keptMemoHtml(key, true)).toBeUndefined();
  });

  test("Astro's island scripts, written only before a page's first island, are not a difference", () => {
    expect(() => sameAsKept('header:pt', withScripts, island)).not.toThrow();
    expect(() => sameAsKept('header:pt', withScripts, island.replace('"a"', '"b"'))).toThrow(/header:pt/);
  });
});
