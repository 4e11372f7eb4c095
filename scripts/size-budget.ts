/**
 * The JavaScript budget of each page type: what a built page makes the browser download and run on
 * load, gzipped, against the limits in size-budget.json. Counted: the page's script files and module
 * preloads with every module they import statically, its inline scripts, and the code of islands that
 * hydrate on load (`client:load`, `client:idle`, `client:only`). Not counted: code loaded later on
 * demand (dynamic `import()`, islands hydrating when visible or on interaction), and JSON-LD.
 *
 * `npm run size [-- --dist DIR]` prints the table and exits 1 over budget; tests/e2e/size-budget.spec.ts
 * runs the same check on the built sample site in `npm test`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/** size-budget.json: per page type, the pages it covers (paths in the build, `*` for one folder) and its limit. */
export interface SizeBudget {
  pageTypes: Record<string, { pages: string[]; gzippedKB: number }>;
}

/** Island hydration that happens on page load (the others wait for the shopper). */
const ON_LOAD = new Set(['load', 'idle', 'only']);

export interface PageTypeSize {
  pageType: string;
  /** The heaviest page of the type, and what it loads on page load, gzipped. */
  page: string;
  bytes: number;
  budgetBytes: number;
  pages: number;
}

export function readBudget(file = path.resolve('size-budget.json')): SizeBudget {
  return JSON.parse(readFileSync(file, 'utf8')) as SizeBudget;
}

/** The build's files matching `pattern` ("product/*\/index.html"). */
function matching(dist: string, pattern: string): string[] {
  let found = [''];
  for (const part of pattern.split('/')) {
    found = found.flatMap((dir) => {
      if (part !== '*') return existsSync(path.join(dist, dir, part)) ? [path.join(dir, part)] : [];
      const folder = path.join(dist, dir);
      if (!existsSync(folder)) return [];
      return readdirSync(folder, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => path.join(dir, e.name));
    });
  }
  return found.sort();
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** Module specifiers a built script imports statically (Vite writes `import{a}from"./x.js"`, `import"./x.js"`). */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) found.push(match[1]!);
  return found;
}

/** Measures pages of one build, reading and gzipping each script file once. */
export function sizeMeter(dist: string): (page: string) => number {
  const gzipped = new Map<string, number>();
  const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
  const fileSize = (url: string): number => {
    let size = gzipped.get(url);
    if (size === undefined) {
      const file = path.join(dist, decodeURIComponent(url));
      if (!existsSync(file)) throw new Error(`${url}: loaded by a page, but not in ${dist}`);
      size = gzip(readFileSync(file));
      gzipped.set(url, size);
    }
    return size;
  };
  return (page) => {
    const html = readFileSync(path.join(dist, page), 'utf8');
    const files = new Set<string>();
    const add = (url: string | undefined, from: string) => {
      if (!url || /^(https?:)?\/\//.test(url)) return;
      const absolute = new URL(url, `https://site${from}`).pathname;
      if (files.has(absolute)) return;
      files.add(absolute);
      if (absolute.endsWith('.js') || absolute.endsWith('.mjs')) {
        const code = readFileSync(path.join(dist, decodeURIComponent(absolute)), 'utf8');
        for (const spec of staticImports(code)) if (spec.startsWith('.') || spec.startsWith('/')) add(spec, absolute);
      }
    };
    const pageUrl = `/${page.replace(/index\.html$/, '')}`;
    let inline = 0;
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const [tag, attrs = '', body = ''] = [match[0], match[1], match[2]];
      const type = attribute(attrs, 'type');
      if (type && !/^(module|text\/javascript)$/i.test(type)) continue;
      const src = attribute(tag, 'src');
      if (src) add(src, pageUrl);
      else if (body.trim()) inline += gzip(body);
    }
    for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
      if (/\srel=["']?modulepreload/i.test(match[0])) add(attribute(match[0], 'href'), pageUrl);
    }
    for (const match of html.matchAll(/<astro-island\b[^>]*>/gi)) {
      if (!ON_LOAD.has(attribute(match[0], 'client') ?? '')) continue;
      add(attribute(match[0], 'component-url'), pageUrl);
      add(attribute(match[0], 'renderer-url'), pageUrl);
    }
    return inline + [...files].reduce((sum, url) => sum + fileSize(url), 0);
  };
}

/** Every page type's heaviest page against its budget. */
export function measureBudget(dist: string, budget: SizeBudget = readBudget()): PageTypeSize[] {
  const measure = sizeMeter(dist);
  return Object.entries(budget.pageTypes).map(([pageType, { pages, gzippedKB }]) => {
    const files = [...new Set(pages.flatMap((pattern) => matching(dist, pattern)))];
    if (files.length === 0) throw new Error(`size-budget.json: no page of "${pageType}" in ${dist} (${pages.join(', ')})`);
    const sizes = files.map((page) => ({ page, bytes: measure(page) })).sort((a, b) => b.bytes - a.bytes);
    return { pageType, ...sizes[0]!, budgetBytes: Math.round(gzippedKB * 1024), pages: files.length };
  });
}

/** One line per page type; over-budget lines say by how much and where the limit is set. */
export function formatSizes(sizes: readonly PageTypeSize[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return sizes
    .map((s) => {
      const over = s.bytes > s.budgetBytes;
      const verdict = over ? `OVER BUDGET by ${kb(s.bytes - s.budgetBytes)}: lighten the page's scripts or raise "${s.pageType}" in size-budget.json` : 'ok';
      return `${s.pageType.padEnd(12)} ${kb(s.bytes).padStart(9)} of ${kb(s.budgetBytes).padStart(9)}  ${verdict}  (heaviest: /${s.page}, ${s.pages} pages)`;
    })
    .join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: process.env.OUT_DIR ?? 'dist' } } });
  const sizes = measureBudget(path.resolve(values.dist!));
  console.log(`JavaScript loaded on page load, gzipped (${values.dist}):\n${formatSizes(sizes)}`);
  if (sizes.some((s) => s.bytes > s.budgetBytes)) process.exitCode = 1;
}
