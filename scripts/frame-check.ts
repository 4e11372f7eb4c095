/**
 * The site frame, byte for byte the same on every page of a language in a built site: the header (all
 * but its language list, whose links go to each page's twin) and everything after `</main>` (footer,
 * toast region, the save button's template). Both are rendered once per language and copied to every page
 * (src/lib/memo.ts); a memo key that leaves out something its content depends on would ship one page's
 * frame on all the others. This reads the output, so it also covers pages an incremental build reused.
 *
 * `npm run frame:check [-- --dist DIR]` names the first page of each language whose frame differs from
 * the language's first page, where, and exits 1; the CI job the deploy waits for runs it on the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const HEADER_START = '<header class="site-header">';
/** LanguageList.astro: the one part of the header each page renders itself. */
const HEADER_END = '<ul id="language-menu"';
const PAGE_END_START = '</main>';
const PAGE_END_END = '</body>';

export interface Frame {
  header: string;
  pageEnd: string;
}

/** A page's frame, or undefined for a page without the site's header (redirect pages). */
export function frameOf(html: string): Frame | undefined {
  const start = html.indexOf(HEADER_START);
  if (start < 0) return undefined;
  const end = html.indexOf(HEADER_END, start);
  const main = html.lastIndexOf(PAGE_END_START);
  const body = html.lastIndexOf(PAGE_END_END);
  if (end < 0 || main < 0 || body < main) throw new Error(`the site header without its language list or without </main> … </body>`);
  return { header: html.slice(start, end), pageEnd: html.slice(main, body) };
}

function htmlFiles(dist: string, dir = ''): string[] {
  return readdirSync(path.join(dist, dir), { withFileTypes: true })
    .flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return htmlFiles(dist, file);
      return e.name.endsWith('.html') ? [file] : [];
    })
    .sort();
}

const language = (html: string) => /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? '(no lang)';

/** One message per language and part whose frame is not the same on every page; empty when all are. */
export function frameDifferences(dist: string): string[] {
  const first = new Map<string, { page: string; frame: Frame }>();
  const problems: string[] = [];
  const reported = new Set<string>();
  let pages = 0;
  for (const page of htmlFiles(dist)) {
    const html = readFileSync(path.join(dist, page), 'utf8');
    let frame: Frame | undefined;
    try {
      frame = frameOf(html);
    } catch (error) {
      problems.push(`${page}: ${(error as Error).message}`);
      continue;
    }
    if (!frame) continue;
    pages++;
    const lang = language(html);
    const kept = first.get(lang);
    if (!kept) {
      first.set(lang, { page, frame });
      continue;
    }
    for (const part of ['header', 'pageEnd'] as const) {
      const [a, b] = [kept.frame[part], frame[part]];
      if (a === b || reported.has(`${lang}:${part}`)) continue;
      reported.add(`${lang}:${part}`);
      let at = 0;
      while (a[at] === b[at]) at++;
      const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 40));
      problems.push(
        `${page} (${lang}): its ${part === 'header' ? 'header' : 'footer and page end'} differs from ${kept.page}'s at character ${at}: ${around(a)} there, ${around(b)} here. ` +
          'The frame is rendered once per language (src/lib/memo.ts): name what it depends on in its Memo key, or render that part outside Memo.',
      );
    }
  }
  if (pages === 0) problems.push(`${dist}: no page with the site header`);
  return problems;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: process.env.OUT_DIR ?? 'dist' } } });
  const problems = frameDifferences(path.resolve(values.dist!));
  if (problems.length > 0) {
    console.error(`Site frame check (${values.dist}):\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else console.log(`Site frame check (${values.dist}): header and page end the same on every page of each language.`);
}
