/** Static pages and the search synonyms files: optional parts of a catalog, checked when present. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { SLUG_PATTERN } from '../schema.ts';
import { pagesDir } from '../paths.ts';
import { RESERVED_PAGE_SLUGS, pageSchema } from '../page-schema.ts';
import { defaultMessage, describeIssues } from '../messages.ts';
import { slugify } from '../slug.ts';
import { readSynonyms, synonymsFile, type SynonymGroup } from '../../search/build/synonyms-file.ts';
import { MAX_SYNONYMS_PER_DEAL } from '../limits.ts';
import { isLocale, locales, otherLocales, type Locale } from '../../i18n/locales.ts';
import { isDirectory } from './files.ts';
import { checkText, readParsed } from './read.ts';
import { displayPath, type Sink } from './report.ts';

const PAGE_FIELDS = Object.keys(pageSchema.shape);

/** The searched texts of each deal file, by language: what the synonyms are matched against. */
export type DealTexts = Record<Locale, { shown: string; texts: string[] }[]>;

/** The build's synonym matching (src/search/build/synonyms.ts), handed in by the caller: content does not import lib. */
export type SynonymExpansion = (groups: readonly SynonymGroup[], locale: Locale) => (texts: readonly string[]) => { capped: boolean };

/**
 * A missing synonym file is fine (generated and test catalogs have none); a broken one is not. The valid
 * groups are then matched against every deal, as the build does: the build's budget is at most
 * MAX_SYNONYMS_PER_DEAL added terms per deal, and a deal over it is named with the terms it loses.
 */
export function checkSynonyms(root: string, sink: Sink, deals?: DealTexts, synonymExpansion?: SynonymExpansion): void {
  for (const locale of locales) {
    const file = synonymsFile(root, locale);
    const read = readSynonyms(file);
    for (const { line, message } of read?.problems ?? []) sink.error(displayPath(file), line ? `line ${line}` : '-', message);
    if (!read?.groups.length || !deals || !synonymExpansion) continue;
    const expand = synonymExpansion(read.groups, locale);
    for (const { shown, texts } of deals[locale]) {
      if (!expand(texts).capped) continue;
      sink.warn(
        shown,
        '-',
        `its words are in so many groups of ${displayPath(file)} that they would add more than ${MAX_SYNONYMS_PER_DEAL} synonyms to its search record (MAX_SYNONYMS_PER_DEAL); the build keeps the first ${MAX_SYNONYMS_PER_DEAL}: make the groups smaller, or remove groups shoppers do not search with`,
      );
    }
  }
}

// Static pages: optional, one folder per language; the file name is the page's address (/{slug}/).
export async function checkPages(root: string, sink: Sink): Promise<void> {
  const dir = path.join(root, 'pages');
  if (!(await isDirectory(dir))) return;
  const slugs = Object.fromEntries(locales.map((l) => [l, new Set<string>()])) as Record<Locale, Set<string>>;
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !e.name.startsWith('.'));
  for (const entry of entries) {
    const absolute = path.join(entry.parentPath, entry.name);
    const shown = displayPath(absolute);
    const extension = path.extname(entry.name);
    if (extension.toLowerCase() !== '.md') {
      sink.error(shown, '-', 'is not a .md file, so the site ignores it: rename it to end in .md if it is a page, or move it out of this folder');
      continue;
    }
    const folder = path.relative(dir, entry.parentPath);
    if (!isLocale(folder)) {
      const folders = locales.map((l) => `${displayPath(pagesDir(root, l))}/`).join(' or ');
      sink.error(shown, '-', `is not in ${folders}; the site only loads pages placed directly in those folders, so move it there`);
      continue;
    }
    const slug = entry.name.slice(0, -extension.length);
    if (checkPageName(shown, slug, extension, sink)) slugs[folder].add(slug);
    checkPageFile(absolute, shown, sink);
  }
  const languageName = new Intl.DisplayNames(['en'], { type: 'language' });
  for (const [locale, other] of locales.flatMap((l) => otherLocales(l).map((o) => [l, o] as const))) {
    for (const slug of slugs[locale]) {
      if (slugs[other].has(slug)) continue;
      const twin = displayPath(path.join(pagesDir(root, other), `${slug}.md`));
      const language = languageName.of(other);
      sink.warn(displayPath(path.join(pagesDir(root, locale), `${slug}.md`)), '-', `has no ${language} file (${twin}), so its ${language} address shows the not-found page`);
    }
  }
}

/** True when the file name can be served as a page address. */
function checkPageName(shown: string, slug: string, extension: string, sink: Sink): boolean {
  if (extension !== '.md') {
    sink.error(shown, '-', `has the extension "${extension}"; rename it to end in lowercase ".md" or the site ignores it`);
    return false;
  }
  if (!SLUG_PATTERN.test(slug)) {
    sink.error(shown, '-', `file name "${slug}" is not a safe page address: use lowercase letters, digits and single hyphens, e.g. "${slugify(slug) || 'my-page'}.md"`);
    return false;
  }
  if (RESERVED_PAGE_SLUGS.includes(slug)) {
    sink.error(shown, '-', `file name "${slug}" is taken by an address the site already uses (/${slug}/); choose another name`);
    return false;
  }
  return true;
}

function checkPageFile(absolute: string, shown: string, sink: Sink): void {
  const parsed = readParsed(absolute, shown, sink);
  if (!parsed) return;
  const result = pageSchema.safeParse(parsed.data, { error: defaultMessage });
  if (!result.success) for (const m of describeIssues(result.error.issues, parsed.data, PAGE_FIELDS)) sink.error(shown, m.field, m.message);
  if (parsed.body.replace(/<!--[\s\S]*?-->/g, '').trim() === '') sink.warn(shown, '-', 'has an empty body: write the page text below the closing "---"');
  checkText(parsed, shown, sink);
}
