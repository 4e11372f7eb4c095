/**
 * astro.config.mjs keeps React out of the 'site' chunk that every page loads by the names of the files
 * that use it: components are .tsx, hooks are use-*.ts. A file that imports React under another name
 * would put React on every page's load (tests/e2e/hydration.spec.ts would see it; this names the file).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');
const REACT_NAME = /(\.tsx|\/use-[^/]*\.ts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(file) : /\.(ts|tsx|astro)$/.test(entry.name) ? [file] : [];
  });
}

describe('React code', () => {
  it('lives only in .tsx components and use-*.ts hooks', () => {
    const importsReact = sourceFiles(SRC).filter((file) => /from ['"]react(-dom)?(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')));
    expect(importsReact.length).toBeGreaterThan(0);
    expect(importsReact.filter((file) => !REACT_NAME.test(file)).map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
