/**
 * An island in HTML the build renders once and reuses (Memo, src/lib/memo.ts) hydrates on every page with
 * a `prefix` of the memo's own (withFixedPrefixes), not the one Astro gave it on the page it was rendered
 * on: ids React's `useId` wrote into that HTML would not match the ids it makes when it hydrates, and could
 * equal a page island's (Astro numbers a page's islands r0, r1, …). So no code a memoised island runs
 * calls `useId`; this follows each Memo's component to its islands and their imports. ESLint says the same
 * in the header's folder (eslint.config.js), where the file is edited.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withFixedPrefixes } from '../../src/lib/memo.ts';

const SRC = path.resolve('src');

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? astroFiles(file) : entry.name.endsWith('.astro') ? [file] : [];
  });
}

/** The file a relative import names (with or without its extension), or undefined for a package. */
function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f) && !f.endsWith(path.sep));
}

/** Default imports of a file: local name → the file it names. */
function imports(file: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of readFileSync(file, 'utf8').matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/g)) {
    const target = resolve(file, m[2]!);
    if (target) found.set(m[1]!, target);
  }
  return found;
}

/** Every source file `file` imports, following relative imports (values and types alike). */
function graph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
    const target = resolve(file, m[1]!);
    if (target) graph(target, seen);
  }
  return seen;
}

/** The island components (`<X client:…>`) rendered by each component passed to a Memo. */
function memoisedIslands(): string[] {
  const islands = new Set<string>();
  for (const file of astroFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/<Memo\b[^>]*\bcomponent=\{(\w+)\}/g)) {
      const component = imports(file).get(m[1]!);
      if (!component) throw new Error(`${path.relative(SRC, file)}: Memo's component ${m[1]} is not imported from a file of the site`);
      const inner = readFileSync(component, 'utf8');
      const names = imports(component);
      for (const island of inner.matchAll(/<(\w+)\b[^>]*\sclient:\w+/g)) islands.add(names.get(island[1]!)!);
    }
  }
  return [...islands];
}

describe('islands in memoised HTML', () => {
  it('are found: the header menus', () => {
    expect(memoisedIslands().map((f) => path.relative(SRC, f))).toEqual(['components/header/HeaderMenus.tsx']);
  });

  it('never call useId, in their own code or anything they import', () => {
    const files = memoisedIslands().flatMap((island) => [...graph(island)]);
    expect(files.length).toBeGreaterThan(3);
    expect(files.filter((f) => /\buseId\b/.test(readFileSync(f, 'utf8'))).map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it('carry a prefix of the memo’s own, never one of the r0, r1, … Astro gives a page’s islands', () => {
    const html = '<astro-island uid="a" prefix="r0" client="interaction"></astro-island><astro-island uid="b" prefix="r1"></astro-island>';
    const prefixes = [...withFixedPrefixes('header:pt', html).matchAll(/prefix="([^"]*)"/g)].map((m) => m[1]);
    expect(prefixes).toEqual(['memo-header-pt-0', 'memo-header-pt-1']);
    expect(prefixes.filter((p) => /^r\d+$/.test(p!))).toEqual([]);
  });
});
