/**
 * Data of the static pages (contact, FAQ, policies): one page per markdown file in content/pages/{pt,en}/.
 * The file name is the address (/faq/, /en/faq/); a page whose file is missing in a language is not
 * generated there, so that address shows the not-found page.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { RESERVED_PAGE_SLUGS } from '../../content/page-schema.ts';
import { SLUG_PATTERN } from '../../content/schema.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { alternates, homeUrl, langParam, pageUrl } from '../routes.ts';

/** One page file: its language folder and its slug (the file name). */
export interface PageFile {
  id: string;
  locale: Locale;
  slug: string;
}

/** One page to generate: its file and the address of each language's version. */
export interface PlannedPage extends PageFile {
  /** The same slug in the other language when that file exists; otherwise that language's home page. */
  alternates: Record<Locale, string>;
}

/**
 * Reads an entry id ("pt/contact") as language and slug. Ids no route can serve throw: `content:check`
 * reports such files before a build, this stops `astro dev` from silently skipping them.
 */
export function parsePageId(id: string): PageFile {
  const [folder, slug, ...rest] = id.split('/');
  if (!isLocale(folder) || !slug || rest.length > 0) throw new Error(`content/pages/${id}.md: a page must sit directly in pages/pt/ or pages/en/`);
  if (!SLUG_PATTERN.test(slug) || RESERVED_PAGE_SLUGS.includes(slug)) {
    throw new Error(`content/pages/${id}.md: "${slug}" cannot be a page address (run npm run content:check for details)`);
  }
  return { id, locale: folder, slug };
}

/** Every page to generate from these entry ids, with its twin in the other language when there is one. */
export function planStaticPages(ids: readonly string[]): PlannedPage[] {
  const files = ids.map(parsePageId);
  const present = new Set(files.map((f) => `${f.locale}/${f.slug}`));
  return files.map((file) => {
    // Without a twin the language menu and hreflang point at the other language's home, never at a 404.
    const twin = (l: Locale) => l === file.locale || present.has(`${l}/${file.slug}`);
    return { ...file, alternates: alternates((l) => (twin(l) ? pageUrl(file.slug, l) : homeUrl(l))) };
  });
}

/** The routes of /{slug}/ and /en/{slug}/. */
export async function staticPageRoutes() {
  const entries = await getCollection('pages');
  const byId = new Map<string, CollectionEntry<'pages'>>(entries.map((e) => [e.id, e]));
  return planStaticPages([...byId.keys()]).map(({ id, locale, slug, alternates }) => ({
    params: { lang: langParam(locale), page: slug },
    props: { locale, entry: byId.get(id)!, alternates },
  }));
}
