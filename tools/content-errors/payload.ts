/** What the dev server's content-error panel shows (./integration.ts, ./panel-client.ts), kept apart to be tested. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../../src/content/validate.ts';
import type { ContentErrorReport, Frame, ShownProblem } from './events.ts';

export { ASK_EVENT, CONTENT_ERRORS_EVENT, type ContentErrorReport } from './events.ts';

/** Wait after the last change before checking, so one save written in chunks is checked once. */
export const SETTLE_MS = 120;

/** Interval of the size checks that wait for a file to be written completely. */
export const STABLE_CHECK_MS = 40;

/** Errors listed in the panel; the terminal and `npm run content:check` list every one. */
export const SHOWN_ERRORS = 20;

/** Lines of the file shown on each side of the line an error names. */
const FRAME_CONTEXT = 2;

/** Files whose change can change what content:check finds: the catalog's markdown, synonyms and images. */
export function isCatalogFile(file: string, root: string): boolean {
  const relative = path.relative(root, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative) && !/(^|[/\\])\./.test(relative);
}

/** The line an error names: `line 7` in its field (the record's) or in its message. */
export function lineOf(problem: Problem): number | undefined {
  const named = /^line (\d+)$/.exec(problem.field)?.[1] ?? /\bline (\d+)\b/.exec(problem.message)?.[1];
  return named ? Number(named) : undefined;
}

/** The form page that edits a product file (`…/products/pt/{id}.md`), when it is one. */
export function formPathOf(file: string): string | undefined {
  const match = /(?:^|\/)products\/(pt|en)\/([a-z0-9-]+)\.md$/.exec(file.split(path.sep).join('/'));
  return match ? `/keystatic/collection/${match[1] === 'pt' ? 'productsPt' : 'productsEn'}/item/${match[2]}` : undefined;
}

function frameOf(problem: Problem, line: number): Frame | undefined {
  let text: string;
  try {
    text = readFileSync(path.resolve(problem.file), 'utf8');
  } catch {
    return undefined;
  }
  const all = text.split(/\r?\n/);
  if (line < 1 || line > all.length) return undefined;
  const from = Math.max(1, line - FRAME_CONTEXT);
  const to = Math.min(all.length, line + FRAME_CONTEXT);
  return { file: problem.file, line, lines: all.slice(from - 1, to).map((t, i) => ({ number: from + i, text: t })) };
}

/**
 * The panel's content, in Portuguese like the editors' guide: the first SHOWN_ERRORS errors one per
 * entry (the checker's own text, as the terminal prints it), how many more, and the first error's
 * lines around the line it names. No stack trace: a content error is the file's, not the code's.
 */
export function contentErrorReport(errors: readonly Problem[]): ContentErrorReport {
  const shown = errors.slice(0, SHOWN_ERRORS).map((p): ShownProblem => {
    const line = lineOf(p);
    const formPath = formPathOf(p.file);
    return { file: p.file, field: p.field, message: p.message, ...(line ? { line } : {}), ...(formPath ? { formPath } : {}) };
  });
  const first = errors[0];
  const line = first && lineOf(first);
  const frame = first && line ? frameOf(first, line) : undefined;
  const count = errors.length === 1 ? '1 erro no conteúdo' : `${errors.length} erros no conteúdo`;
  return {
    title: `${count}: o site mostra a última versão válida até a correção`,
    hint: 'Corrija o arquivo (ou abra a oferta no formulário) e salve: esta página recarrega quando o conteúdo passar na verificação (a mesma de npm run content:check).',
    problems: shown,
    more: errors.length - shown.length,
    ...(frame ? { frame } : {}),
  };
}
