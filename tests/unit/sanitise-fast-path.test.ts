/**
 * The build sanitises a body only when it may hold something the policy could remove or change
 * (sanitizeHtmlPlugin's fast path). Every body the repository has, the sample catalog's and every
 * fixture's, must come out exactly as a full sanitising would make it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { bodyHastPlugins, markdownFeatures, prefixedHeadingIdsPlugin, sanitizeEveryDocumentPlugin } from '../../src/content/markdown-html.ts';

/** Astro's own markdown processor (its heading ids run after the site's plugins), as the build runs it, or sanitising every body. */
const processors = {
  site: await createSatteriMarkdownProcessor({ features: markdownFeatures, hastPlugins: bodyHastPlugins }),
  full: await createSatteriMarkdownProcessor({ features: markdownFeatures, hastPlugins: [sanitizeEveryDocumentPlugin, prefixedHeadingIdsPlugin] }),
};
const render = async (markdown: string, path: keyof typeof processors) => (await processors[path].render(markdown)).code;

/** Every markdown file under these folders. */
const bodies = ['content', 'tests/fixtures'].flatMap((root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
    .map((file) => ({ file, body: readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/, '') })),
);

describe('the sanitiser fast path', () => {
  it('has the sample catalog and the fixtures to check', () => {
    expect(bodies.filter((b) => b.file.startsWith('content')).length).toBeGreaterThan(50);
    expect(bodies.filter((b) => b.file.startsWith('tests')).length).toBeGreaterThan(20);
  });

  it('gives every body the same HTML as a full sanitising', async () => {
    const differ: string[] = [];
    for (const { file, body } of bodies) if ((await render(body, 'site')) !== (await render(body, 'full'))) differ.push(file);
    expect(differ).toEqual([]);
  });

  // "# main" once became id="main", a second element with the id of the page's <main>, the skip link's target.
  it('gives headings the same prefixed ids on both paths, never one of the page’s own', async () => {
    const fast = '# main\n\n## Ficha técnica\n\n## Ficha técnica\n\n### 1\n';
    const slow = `${fast}\n[link](https://shop.example/)\n`;
    const ids = (html: string) => [...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]);
    const expected = ['user-content-main', 'user-content-ficha-tecnica', 'user-content-ficha-tecnica-1', 'user-content-1'];
    expect(ids(await render(fast, 'site'))).toEqual(expected);
    expect(ids(await render(slow, 'site'))).toEqual(expected);
    expect(ids(await render(fast, 'full'))).toEqual(expected);
    expect(ids(await render('<h2 id="main">x</h2>', 'site'))).toEqual(['user-content-main']);
  });
});
