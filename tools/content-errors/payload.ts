/** What the dev server's error overlay shows for content errors (./integration.ts), kept apart to be tested. */
import path from 'node:path';
import type { Problem } from '../../src/content/validate.ts';

/** Wait after the last change before checking, so one save written in chunks is checked once. */
export const SETTLE_MS = 120;

/** Interval of the size checks that wait for a file to be written completely. */
export const STABLE_CHECK_MS = 40;

/** Errors listed in the overlay; the terminal and `npm run content:check` list every one. */
export const SHOWN_ERRORS = 20;

/** Files whose change can change what content:check finds: the catalog's markdown, synonyms and images. */
export function isCatalogFile(file: string, root: string): boolean {
  const relative = path.relative(root, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative) && !/(^|[/\\])\./.test(relative);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `line 7: …` at the start of a message: where the overlay's file link points. */
const lineOf = (problem: Problem) => Number(/^line (\d+)/.exec(problem.message)?.[1] ?? /^line (\d+)$/.exec(problem.field)?.[1] ?? 1) || 1;

/**
 * The error the overlay shows: the first SHOWN_ERRORS errors as `file: field: message`, then how many
 * more (the overlay renders the message as HTML, so it is escaped); every one in `stack`; the first one's
 * file as its location.
 */
export function contentErrorPayload(errors: readonly Problem[]) {
  const first = errors[0]!;
  const shown = errors.slice(0, SHOWN_ERRORS).map((p) => escapeHtml(`${p.file}: ${p.field}: ${p.message}`));
  const more = errors.length - shown.length;
  const count = `${errors.length} content error${errors.length === 1 ? '' : 's'}`;
  return {
    name: 'ContentError',
    title: `${count}: the site shows the last valid version until they are fixed`,
    message: [...shown, ...(more > 0 ? [`… and ${more} more (npm run content:check lists them all)`] : [])].join('<br>'),
    hint: 'Fix the file and save it: this page reloads once the content passes the check (the same as npm run content:check).',
    loc: { file: path.resolve(first.file), line: lineOf(first), column: 1 },
    stack: errors.map((p) => `${p.file}: ${p.field}: ${p.message}`).join('\n'),
    plugin: 'content:check',
  };
}
