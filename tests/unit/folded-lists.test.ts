/** A list item that a wrong indent folds into the one above is reported with its line, as the editor sees it. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { foldedValues } from '../../src/content/check/folded-lists.ts';
import { parseMarkdown, validateCatalog } from '../../src/content/validate.ts';

const NOW = new Date('2026-10-25T12:00:00Z');

/** The issue's case: the second highlight is indented two spaces too far. */
const ISSUE_CASE = [
  '---',
  'title: Caixa de som JBL Flip 6',
  'highlights:',
  '  - Certificação IP67 contra água e poeira',
  '    - Até 12 horas de reprodução',
  '  - Bluetooth 5.1',
  '---',
  'Texto.',
].join('\n');

describe('foldedValues', () => {
  it('finds the highlight folded into the one above, on the line the editor wrote it', () => {
    // What YAML reads, silently: two highlights, the first holding the second.
    expect((parseMarkdown(ISSUE_CASE).data as { highlights: string[] }).highlights).toEqual([
      'Certificação IP67 contra água e poeira - Até 12 horas de reprodução',
      'Bluetooth 5.1',
    ]);
    expect(foldedValues(ISSUE_CASE)).toEqual([
      { field: 'highlights', line: 4, foldedLine: 5, value: 'Certificação IP67 contra água e poeira - Até 12 horas de reprodução', item: true, dash: true },
    ]);
  });

  it('finds a tag list read as one text, a line break inside an item, and not a long value wrapped on purpose', () => {
    const text = [
      '---',
      'summary: Um resumo longo',
      '  que continua aqui.',
      'tags: fone',
      '  - bluetooth',
      'highlights:',
      '  - Bateria de',
      '    12 horas',
      '  - "Citado - ok"',
      '---',
      '',
    ].join('\n');
    expect(foldedValues(text)).toEqual([
      { field: 'summary', line: 2, foldedLine: 3, value: 'Um resumo longo que continua aqui.', item: false, dash: false },
      { field: 'tags', line: 4, foldedLine: 5, value: 'fone - bluetooth', item: false, dash: true },
      { field: 'highlights', line: 7, foldedLine: 8, value: 'Bateria de 12 horas', item: true, dash: false },
    ]);
  });
});

describe('content:check on folded list items', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is an error naming the line for the issue’s case, a warning for a line break inside a highlight; both languages', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'folded-lists-'));
    cpSync(path.resolve('tests/fixtures/catalogs/good'), root, { recursive: true });
    const file = (locale: string) => path.join(root, 'products', locale, 'livro-clean-code.md');
    const withHighlights = (text: string, items: string) =>
      text.replace(/^highlights:\n(?:\s+- .*\n)*/m, '').replace(/^title: .*$/m, (line) => `${line}\nhighlights:\n${items}`);
    writeFileSync(
      file('pt'),
      withHighlights(readFileSync(file('pt'), 'utf8'), '  - Certificação IP67 contra água e poeira\n    - Até 12 horas de reprodução\n'),
    );
    writeFileSync(file('en'), withHighlights(readFileSync(file('en'), 'utf8'), '  - Twelve hours of\n    battery\n'));
    const report = await validateCatalog(root, { now: NOW });
    const shown = (locale: string) => path.relative(process.cwd(), file(locale));
    const ptLine = readFileSync(file('pt'), 'utf8').split('\n').indexOf('    - Até 12 horas de reprodução') + 1;
    expect(report.errors).toEqual([
      {
        file: shown('pt'),
        field: 'highlights',
        message: `line ${ptLine}: this "- " line is indented further than it should be, so YAML joins it to the item of line ${ptLine - 1} and reads one text, "Certificação IP67 contra água e poeira - Até 12 horas de reprodução"; move its "-" left to line up with the "-" of line ${ptLine - 1}`,
      },
    ]);
    expect(report.warnings.filter((w) => w.field === 'highlights')).toEqual([
      expect.objectContaining({ file: shown('en'), message: expect.stringMatching(/^line \d+: continues the item of line \d+ .*"Twelve hours of battery"/) }),
    ]);
  });
});
