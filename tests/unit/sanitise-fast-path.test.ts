/**
 * The build sanitises a body only when it may hold something the policy could remove or change
 * (sanitizeHtmlPlugin's fast path). Every body the repository has, the sample catalog's and every
 * fixture's, must come out exactly as a full sanitising would make it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { markdownToHtml, type MarkdownToHtmlResult } from 'satteri';
import { describe, expect, it } from 'vitest';
import { markdownFeatures, sanitizeEveryDocumentPlugin, sanitizeHtmlPlugin } from '../../src/content/markdown-html.ts';

const render = (markdown: string, plugin: typeof sanitizeHtmlPlugin) =>
  (markdownToHtml(markdown, { features: markdownFeatures, hastPlugins: [plugin] }) as MarkdownToHtmlResult).html;

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

  it('gives every body the same HTML as a full sanitising', () => {
    const differ = bodies.filter(({ body }) => render(body, sanitizeHtmlPlugin) !== render(body, sanitizeEveryDocumentPlugin)).map((b) => b.file);
    expect(differ).toEqual([]);
  });
});
