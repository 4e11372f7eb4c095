import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentErrorReport, formPathOf, lineOf, SHOWN_ERRORS } from '../../tools/content-errors/payload.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'panel-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the dev server's content-error panel", () => {
  it('takes the line an error names, and none when it names none', () => {
    expect(lineOf({ file: 'a.md', field: 'price', message: 'line 7: 2.500 is read as 2.5' })).toBe(7);
    expect(lineOf({ file: 'a.tsv', field: 'line 12', message: 'is not a price line' })).toBe(12);
    expect(lineOf({ file: 'a.md', field: 'price', message: 'must be a number such as 1299.90' })).toBeUndefined();
  });

  it('links product files to their page in the form', () => {
    expect(formPathOf('content/products/pt/fone-jbl.md')).toBe('/keystatic/collection/productsPt/item/fone-jbl');
    expect(formPathOf('content/products/en/fone-jbl.md')).toBe('/keystatic/collection/productsEn/item/fone-jbl');
    expect(formPathOf('content/search/synonyms.pt.yml')).toBeUndefined();
  });

  it('lists errors one per entry in Portuguese, framed at the line named, never at line 1 by default, with no stack', () => {
    const shown = 'content/products/pt/other.md';
    const withLines = path.join(dir, 'sofa.md');
    writeFileSync(withLines, ['---', 'title: Sofá', 'category: home-garden', 'price: 2.500', 'currency: BRL', 'merchant: Magalu', '---'].join('\n'));
    const report = contentErrorReport([
      { file: path.relative(process.cwd(), withLines), field: 'price', message: 'line 4: 2.500 is read as 2.5' },
      { file: shown, field: 'title', message: 'must be text' },
    ]);
    expect(report.title).toBe('2 erros no conteúdo: o site mostra a última versão válida até a correção');
    expect(report.problems).toHaveLength(2);
    expect(report.problems[0]).toMatchObject({ field: 'price', line: 4 });
    expect(report.frame?.lines.map((l) => l.number)).toEqual([2, 3, 4, 5, 6]);
    expect(report.frame?.lines.find((l) => l.number === report.frame?.line)?.text).toBe('price: 2.500');
    expect(report).not.toHaveProperty('stack');
    expect(contentErrorReport([{ file: shown, field: 'title', message: 'must be text' }])).not.toHaveProperty('frame');
  });

  it('shows the first SHOWN_ERRORS and counts the rest', () => {
    const many = Array.from({ length: SHOWN_ERRORS + 3 }, (_, i) => ({ file: `x${i}.md`, field: 'price', message: 'bad' }));
    const report = contentErrorReport(many);
    expect(report.problems).toHaveLength(SHOWN_ERRORS);
    expect(report.more).toBe(3);
  });
});
