/**
 * The search's contract (src/search/contract.ts): every URL parameter round-trips, every search address
 * of the site is made by it, the build and the page share one build id, and the on-demand modules
 * (src/search/browser/lazy/, kept out of the file every page loads by astro.config.mjs) import only types
 * from the rest, so nothing they share with the page's script can pull code into another chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { categories } from '../../src/data/categories.ts';
import { buildId, parseSearchState, SEARCH_PARAMS, searchHref, searchSorts, searchState, searchStateUrl, type SearchState } from '../../src/search/contract.ts';

const SRC = path.resolve('src');
const LAZY = path.join(SRC, 'search', 'browser', 'lazy');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(file) : /\.(ts|tsx|astro|mjs)$/.test(entry.name) ? [file] : [];
  });
}

const reparse = (url: string, locale?: 'pt' | 'en') => parseSearchState(new URL(url, 'https://example.com').searchParams, locale);

describe('search parameters', () => {
  const states: SearchState[] = [
    searchState(),
    searchState({ query: 'fone & jbl + 100% #1 ?' }),
    ...searchSorts.map((sort) => searchState({ query: 'tv', sort })),
    ...searchSorts.filter((sort) => sort !== 'relevance').map((sort) => searchState({ sort })),
    searchState({ category: 'Computadores e Informática' }),
    searchState({ query: 'geladiera', page: 3, literal: true }),
    searchState({ query: 'café/chá', sort: 'price-asc', category: 'Casa e Jardim', page: 2, literal: true }),
  ];

  it.each(states.map((state) => [searchStateUrl('/search/', state), state] as const))('%s round-trips', (url, state) => {
    expect(reparse(url, 'pt')).toEqual(state);
  });

  it('names every field of the state, and only by SEARCH_PARAMS', () => {
    const url = new URL(searchStateUrl('/search/', searchState({ query: 'x', sort: 'latest', category: 'Cursos', page: 2, literal: true })), 'https://e.com');
    expect([...url.searchParams.keys()].sort()).toEqual(Object.values(SEARCH_PARAMS).sort());
  });

  it('leaves defaults out of the address', () => {
    expect(searchHref('pt')).toBe('/search/');
    expect(searchHref('en', { sort: 'popularity' })).toBe('/en/search/');
    expect(searchHref('pt', { query: 'fone', sort: 'relevance', page: 1 })).toBe('/search/?q=fone');
    expect(searchHref('en', { sort: 'relevance' })).toBe('/en/search/?sort=relevance');
    expect(searchHref('en', { query: 'a & b+ç' })).toBe('/en/search/?q=a%20%26%20b%2B%C3%A7');
  });

  it('names a category in the page language, given in either language or by its key', () => {
    for (const c of categories) {
      expect(reparse(searchHref('en', { category: c.pt }), 'en').category).toBe(c.en);
      expect(reparse(searchHref('pt', { category: c.key }), 'pt').category).toBe(c.pt);
    }
  });
});

describe('search addresses', () => {
  // A search parameter written into an address by hand: `?q=`, `&sort=`, "?category=" and the like.
  const HAND_BUILT = new RegExp(`[?&](${Object.values(SEARCH_PARAMS).join('|')})=`);

  it('are all made by the contract (no hand-built ?q=, &sort=, ?category=)', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => file !== path.join(SRC, 'search', 'contract.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line: line.trim(), at: `${path.relative(SRC, file)}:${i + 1}` }))
          .filter(({ line }) => HAND_BUILT.test(line) && !/^(\/\/|\*|\/\*)/.test(line) && !line.includes('SEARCH_PARAMS'))
          .map(({ at, line }) => `${at}: ${line}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the search page and the service worker take their build id from one function', () => {
    const env: Record<string, string | undefined> = { BUILD_FINGERPRINT: 'abcdef0123456789' };
    expect(buildId(env)).toBe('abcdef012345');
    const bare: Record<string, string | undefined> = {};
    const first = buildId(bare);
    expect(first).toHaveLength(12);
    expect(buildId(bare)).toBe(first);
    expect(buildId({})).not.toBe(first);
    for (const file of ['pages/[...lang]/search.astro', 'integrations/build-service-worker.ts']) {
      expect(readFileSync(path.join(SRC, file), 'utf8'), file).toMatch(/buildId\(process\.env\)/);
    }
  });
});

/** Every module specifier a file imports or re-exports, with whether it is for types only. */
function imports(file: string): { specifier: string; typeOnly: boolean; dynamic: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; typeOnly: boolean; dynamic: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = Boolean(clause && (clause.isTypeOnly || (!clause.name && named && named.length > 0 && named.every((e) => e.isTypeOnly))));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, dynamic: false });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]!)) {
      found.push({ specifier: (node.arguments[0] as ts.StringLiteral).text, typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const resolve = (file: string, specifier: string) => path.resolve(path.dirname(file), specifier).replace(/\.(ts|astro)$/, '');
const inLazy = (target: string) => target.startsWith(LAZY + path.sep);

describe('on-demand search modules (src/search/browser/lazy/)', () => {
  const lazy = sourceFiles(LAZY);

  it('exist', () => {
    expect(lazy.map((file) => path.basename(file)).sort()).toEqual(expect.arrayContaining(['correct.ts', 'lexicon.ts', 'no-results.ts', 'partial.ts']));
  });

  it('import only types from outside their folder', () => {
    const values = lazy.flatMap((file) =>
      imports(file)
        .filter(({ specifier, typeOnly }) => specifier.startsWith('.') && !typeOnly && !inLazy(resolve(file, specifier)))
        .map(({ specifier }) => `${path.relative(SRC, file)} imports ${specifier}`),
    );
    expect(values).toEqual([]);
  });

  it('are loaded only on demand by the search page, never imported as values', () => {
    const wrong = sourceFiles(path.join(SRC, 'search'))
      .filter((file) => !inLazy(file) && /\.ts$/.test(file))
      .flatMap((file) =>
        imports(file)
          .filter(({ specifier, typeOnly, dynamic }) => specifier.startsWith('.') && inLazy(resolve(file, specifier)) && !typeOnly && !dynamic)
          .filter(() => !file.includes(`${path.sep}build${path.sep}`))
          .map(({ specifier }) => `${path.relative(SRC, file)} imports ${specifier}`),
      );
    expect(wrong).toEqual([]);
  });

  it('are what astro.config.mjs keeps out of the file every page loads, by folder', () => {
    const config = readFileSync('astro.config.mjs', 'utf8');
    expect(config).toContain(String.raw`const ON_DEMAND_CODE = /\/src\/search\/browser\/lazy\//;`);
    expect(config).toMatch(/!ON_DEMAND_CODE\.test\(id\)/);
  });
});
