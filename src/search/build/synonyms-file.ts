/**
 * Editors' synonym files, content/search/synonyms.{pt,en}.yml: a YAML list whose every entry is a
 * group of words or phrases that mean the same thing for a shopper, one group per line:
 *
 *   - [geladeira, refrigerador]
 *   - [celular, smartphone, smartfone]
 *
 * A search for any term of a group finds the deals that use another (the index adds them, see
 * src/search/build/synonyms.ts). A catalog without the file simply has no synonyms.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { YAMLException } from 'js-yaml';
import { ALIAS_FIX, isAliasRefusal, parseYaml } from '../../content/frontmatter.ts';
import { MAX_GROUP_TERMS, MAX_TERM_CHARS, MAX_TERM_WORDS } from '../../content/limits.ts';

/** Terms that mean the same thing, as the editor wrote them. */
export type SynonymGroup = string[];

/** A problem in a synonym file; `line` is 1-based, 0 when it concerns the whole file. */
export type SynonymProblem = { line: number; message: string };

/** The synonym file of a language inside a catalog root. */
export function synonymsFile(root: string, locale: 'pt' | 'en'): string {
  return path.join(root, 'search', `synonyms.${locale}.yml`);
}

// Letters and digits, words separated by single spaces or hyphens: the way Pagefind splits words.
const TERM = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u;
const EXAMPLE = '"- [geladeira, refrigerador]"';

/**
 * The largest synonym file read: about 3,000 groups, far more than shoppers' words need (the shipped
 * files are a few KB). A pasted thesaurus of megabytes would slow every build and flood the report.
 */
export const MAX_SYNONYMS_BYTES = 64 * 1024;

/** Terms are quoted in messages up to this many characters: a pasted paragraph must not flood the report. */
const SHOWN_TERM_CHARS = 40;

const shownTerm = (term: unknown) => {
  const text = String(term);
  return JSON.stringify(text.length > SHOWN_TERM_CHARS ? `${text.slice(0, SHOWN_TERM_CHARS)}…` : text);
};

/** Case and accents do not make two terms different: "Câmera" and "camera" are one term. */
export function synonymKey(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/**
 * Reads a synonym file's text. Returns the valid groups and every problem found; a group with a
 * problem is left out, the rest still apply.
 */
export function parseSynonyms(source: string): { groups: SynonymGroup[]; problems: SynonymProblem[] } {
  const problems: SynonymProblem[] = [];
  // Only comments (a file started but not filled yet) is no synonyms, not a broken file.
  if (source.split(/\r?\n/).every((line) => /^\s*(#.*)?$/.test(line))) return { groups: [], problems };
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch (error) {
    const line = error instanceof YAMLException && error.mark ? error.mark.line + 1 : 0;
    const reason = error instanceof YAMLException ? error.reason : String(error);
    if (isAliasRefusal(reason)) return { groups: [], problems: [{ line, message: `uses an alias: ${ALIAS_FIX}, one group per line, like ${EXAMPLE}` }] };
    return { groups: [], problems: [{ line, message: `is not valid YAML (${reason}): write one group per line, like ${EXAMPLE}` }] };
  }
  if (data === null || data === undefined) return { groups: [], problems };
  if (!Array.isArray(data)) {
    return { groups: [], problems: [{ line: 1, message: `must be a list of groups, one per line starting with "- ", like ${EXAMPLE}` }] };
  }
  // Entries of the top-level list start with "-" in the first column: the nth such line is entry n.
  const lines = source.split(/\r?\n/).flatMap((text, i) => (/^-(\s|$)/.test(text) ? [i + 1] : []));
  const seen = new Map<string, number>();
  const groups: SynonymGroup[] = [];
  data.forEach((entry: unknown, i) => {
    const line = lines[i] ?? 0;
    const problem = groupProblem(entry, line, seen);
    if (problem) problems.push({ line, message: problem });
    else groups.push((entry as string[]).map((t) => t.trim()));
  });
  return { groups, problems };
}

function groupProblem(entry: unknown, line: number, seen: Map<string, number>): string | undefined {
  if (!Array.isArray(entry) || entry.length < 2) return `must be a group of at least two terms in square brackets, like ${EXAMPLE}`;
  // Every deal that mentions one term is indexed under all the others: a group's size is paid per deal.
  if (entry.length > MAX_GROUP_TERMS) {
    return `has ${entry.length} terms, over the limit of ${MAX_GROUP_TERMS} per group (MAX_GROUP_TERMS): keep the words shoppers type for one thing, and split other meanings into groups of their own`;
  }
  const keys: string[] = [];
  for (const term of entry) {
    if (typeof term !== 'string' || !TERM.test(term.trim())) {
      return `${shownTerm(term)} is not a term: use letters and digits, words separated by spaces or hyphens`;
    }
    if (term.trim().length > MAX_TERM_CHARS) {
      return `${shownTerm(term)} has ${term.trim().length} characters, over the limit of ${MAX_TERM_CHARS} per term (MAX_TERM_CHARS): a term is a word or short phrase shoppers type`;
    }
    const wordCount = term.trim().split(/[ -]/).length;
    if (wordCount > MAX_TERM_WORDS) {
      return `${shownTerm(term)} has ${wordCount} words, over the limit of ${MAX_TERM_WORDS} per term (MAX_TERM_WORDS): a term is a word or short phrase shoppers type`;
    }
    const key = synonymKey(term);
    if (keys.includes(key)) return `${shownTerm(term)} appears twice in this group, so it would map to itself: remove one of them`;
    const other = seen.get(key);
    if (other !== undefined) return `${shownTerm(term)} is already in the group on line ${other}: merge the two groups into one`;
    keys.push(key);
  }
  for (const key of keys) seen.set(key, line);
  return undefined;
}

/**
 * Reads a synonym file: undefined when there is none, else its groups and problems. A file over
 * MAX_SYNONYMS_BYTES is not read at all: its one problem says its size and the limit.
 */
export function readSynonyms(file: string): { groups: SynonymGroup[]; problems: SynonymProblem[] } | undefined {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return undefined;
  }
  if (size > MAX_SYNONYMS_BYTES) {
    const kb = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en')} KB`;
    const message = `is ${kb(size)}, over the limit of ${kb(MAX_SYNONYMS_BYTES)} for a synonym file: keep the groups of words shoppers search with (a few hundred at most) and remove the rest`;
    return { groups: [], problems: [{ line: 0, message }] };
  }
  return parseSynonyms(readFileSync(file, 'utf8'));
}

/** The synonym groups of a language; none when the catalog has no file. Problems are content:check's job. */
export function loadSynonyms(root: string, locale: 'pt' | 'en'): SynonymGroup[] {
  return readSynonyms(synonymsFile(root, locale))?.groups ?? [];
}
