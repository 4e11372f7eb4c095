/**
 * Kinds of animal or person in deals and queries (the words: src/search/shared/kind-words.ts). The index
 * gives each deal the kinds its title names as the Pagefind filter KIND_FILTER (record.ts); a query that
 * names a kind searches with `kindFilter`, so a deal of another kind of the same group is never a
 * result: Pagefind leaves it out before ranking, whatever the sort, with no result data loaded.
 */
import { KIND_GROUPS, KIND_WORDS, type Kind, type KindWord } from './kind-words.ts';
import { locales } from '../../i18n/locales.ts';
import type { PagefindFilters } from './pagefind.ts';
import { fold, singular, words } from './query.ts';

/** The Pagefind filter holding the kinds a deal is for; deals of no kind have none. */
export const KIND_FILTER = 'kind';

/** The ways a word is looked up: folded and in the singular of either language, a feminine "-a" also as "-o" ("gata"). */
function keys(word: string): string[] {
  const found = new Set<string>();
  for (const locale of locales) {
    const key = fold(singular(word.toLowerCase(), locale));
    found.add(key);
    if (locale === 'pt' && key.endsWith('a')) found.add(`${key.slice(0, -1)}o`);
  }
  return [...found];
}

const TABLE = new Map<string, KindWord>();
for (const table of Object.values(KIND_WORDS)) {
  for (const [text, entry] of Object.entries(table)) for (const key of keys(text)) TABLE.set(key, entry);
}

/** What a word names, if it names a kind: "Cães" → dog, "masculina" → men. */
export function kindWord(word: string): KindWord | undefined {
  for (const key of keys(word)) {
    const entry = TABLE.get(key);
    if (entry) return entry;
  }
  return undefined;
}

/** The kinds a text names, in the order of KIND_GROUPS. */
export function kindsNamed(text: string): Kind[] {
  const named = new Set(words(text).flatMap((w) => kindWord(w)?.kinds ?? []));
  return Object.values(KIND_GROUPS).flatMap((group) => group.filter((kind) => named.has(kind)));
}

/**
 * The kinds a deal is for: those its title names, or when it names none, those its summary names
 * ("Ração Premier Adultos", "para cães"). The rest of its text is left out: a dog collar that says "not
 * for cats" is not a deal for cats.
 */
export function dealKinds(title: string, summary = ''): Kind[] {
  const named = kindsNamed(title);
  return named.length > 0 ? named : kindsNamed(summary);
}

/**
 * The Pagefind filter a query's kinds ask for: for each group the query names a kind of, deals of one of
 * the named kinds or of no kind of that group ("camiseta masculina" keeps a unisex or a plain t-shirt,
 * never a women's one). Undefined when the query names no kind.
 */
export function kindFilter(query: string): PagefindFilters | undefined {
  const named = new Set(kindsNamed(query));
  const clauses: PagefindFilters[] = [];
  for (const group of Object.values(KIND_GROUPS)) {
    const asked = group.filter((kind) => named.has(kind));
    const others = group.filter((kind) => !named.has(kind));
    if (asked.length === 0 || others.length === 0) continue;
    clauses.push({ any: [{ [KIND_FILTER]: { any: asked } }, { not: { [KIND_FILTER]: { any: others } } }] });
  }
  if (clauses.length === 0) return undefined;
  return clauses.length === 1 ? clauses[0] : { all: clauses };
}
