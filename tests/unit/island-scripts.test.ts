/**
 * The island scripts a page's CSP allows are the ones Astro writes (src/lib/island-scripts.ts), and
 * memoised HTML that would lose Astro's per-page scripts stops the build (src/lib/memo.ts).
 */
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
// Astro's own builder of directive scripts (not an exported module of the package, hence the path).
import { buildClientDirectiveEntrypoint } from '../../node_modules/astro/dist/core/client-directive/build.js';
import { INTERACTION_DIRECTIVE } from '../../src/lib/island-directive.ts';
import { islandScripts } from '../../src/lib/island-scripts.ts';
import { checkMemoHtml } from '../../src/lib/memo.ts';
import { pageCsp } from '../../src/lib/csp.ts';

const root = pathToFileURL(`${process.cwd()}/`);

describe('island scripts', () => {
  test('the client:interaction script hashed into the CSP is the one Astro writes', async () => {
    const astros = await buildClientDirectiveEntrypoint(INTERACTION_DIRECTIVE.name, INTERACTION_DIRECTIVE.entrypoint, root);
    expect(astros.length).toBeGreaterThan(100);
    expect(islandScripts().directives.interaction).toBe(astros);
  });

  test("a page with islands allows the runtime and its directives' scripts, and a page without none", () => {
    const hashes = (csp: string) => csp.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes(pageCsp({ inlineScripts: [] }))).toHaveLength(0);
    expect(hashes(pageCsp({ inlineScripts: [], islands: ['interaction'] }))).toHaveLength(2);
    expect(hashes(pageCsp({ inlineScripts: [], islands: ['interaction', 'load', 'interaction'] }))).toHaveLength(3);
  });
});

describe('memoised HTML', () => {
  const { runtime, directives } = islandScripts();
  const island = '<astro-island uid="a" component-url="/_astro/SiteMenu.js" client="interaction" ssr><a href="#m">Menu</a></astro-island>';

  test("plain markup is kept as it is, an island without Astro's inline scripts, wherever Astro wrote them", () => {
    expect(checkMemoHtml('frame:pt', '<footer>…</footer>')).toBe('<footer>…</footer>');
    const first = `<style>astro-island{display:contents}</style><script>${directives.interaction}</script><script>${runtime}</script>${island}`;
    expect(checkMemoHtml('header:pt', first)).toBe(`<style>astro-island{display:contents}</style>${island}`);
    // An island earlier on the page had them written there: the page script brings them either way.
    expect(checkMemoHtml('header:en', island)).toBe(island);
  });

  test('an island with a directive the page script does not bring stops the build, naming the key', () => {
    expect(() => checkMemoHtml('header:en', island.replace('client="interaction"', 'client="load"'))).toThrow(
      /Memo "header:en": holds an island hydrated by client:load, whose script every page does not load/,
    );
  });

  test('an inline script that is not an island script this build knows stops the build (the CSP would block it)', () => {
    expect(() => checkMemoHtml('header:pt', `<script>${runtime.slice(0, -1)}</script>${island}`)).toThrow(
      /holds an inline script that is not one of the island scripts/,
    );
  });

  test('a component script stops the build', () => {
    expect(() => checkMemoHtml('page-end:pt', '<div></div><script type="module" src="/_astro/Toast.js"></script>')).toThrow(/holds a component <script>/);
  });
});
