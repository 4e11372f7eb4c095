/** Reading one file as an editor wrote it, and what its text loses on the way to the page. */
import { readFileSync, statSync } from 'node:fs';
import { MAX_CONTENT_FILE_BYTES } from '../limits.ts';
import { FrontMatterError, parseMarkdown, unquotedCommentLines } from '../frontmatter.ts';
import { droppedHtml } from '../markdown-html.ts';
import type { z } from 'zod';
import { textFieldNames, type productSchema } from '../schema.ts';
import type { pageSchema } from '../page-schema.ts';
import type { Sink } from './report.ts';

/**
 * Fields whose value is prose an editor types (a product name, a description): an unquoted " #" in
 * them is text being lost, never a comment. After other fields (prices, keys, dates) "# note" is the
 * comment it looks like: the scaffold writes them.
 */
export const PROSE_FIELDS: ReadonlySet<string> = new Set<keyof ProductFields | keyof PageFields>([...textFieldNames, 'imageAlt', 'merchant', 'brand', 'tags', 'description']);

type ProductFields = z.output<ReturnType<typeof productSchema<z.ZodString>>>;
type PageFields = z.output<typeof pageSchema>;

/** What the file's text loses on the way to the page: a value cut at " #", HTML the build removes. */
export function checkText(parsed: ParsedFile, shown: string, sink: Sink): void {
  for (const cut of unquotedCommentLines(parsed.text)) {
    const prose = PROSE_FIELDS.has(cut.field);
    if (cut.comment && !prose && !cut.continuation) continue;
    const report = prose ? sink.error : sink.warn;
    const where = cut.continuation ? 'on this line of a value written over several lines, ' : '';
    report(
      shown,
      cut.field,
      `line ${cut.line}: ${where}everything from " #" on is read as a comment and dropped, so the value is only ${JSON.stringify(cut.kept)}; put the whole value in quotes: ${cut.suggestion}`,
    );
  }
  for (const dropped of droppedHtml(parsed.body)) {
    const where = dropped.line === undefined ? 'body' : `line ${dropped.line + parsed.bodyLine - 1}`;
    sink.warn(shown, '-', `${where}: ${dropped.what} when the page is built (the site only keeps safe HTML: text formatting, lists, tables, https links and images); write it in markdown or remove it`);
  }
}

/** A parsed file with its text, and the file line where the markdown body starts. */
export type ParsedFile = { data: unknown; body: string; text: string; bodyLine: number };

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function readParsed(absolute: string, shown: string, sink: Sink): ParsedFile | undefined {
  try {
    // Refused before it is read: a pasted page of megabytes would cost every check and build its size.
    const size = statSync(absolute).size;
    if (size > MAX_CONTENT_FILE_BYTES) {
      const kb = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en')} KB`;
      sink.error(shown, '-', `is ${kb(size)}, over the limit of ${kb(MAX_CONTENT_FILE_BYTES)} for a content file (MAX_CONTENT_FILE_BYTES, src/content/limits.ts): a deal's text is a few KB; remove what was pasted by mistake, and keep pictures in image files`);
      return undefined;
    }
    const bytes = readFileSync(absolute);
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      sink.error(shown, '-', `line ${firstBadUtf8Line(bytes)}: is not UTF-8 text (saved as Latin-1 or Windows-1252?), so accented letters would be lost; save the file as UTF-8`);
      return undefined;
    }
    const parsed = parseMarkdown(text);
    const source = text.replace(/^\uFEFF/, '');
    return { ...parsed, text: source, bodyLine: source.slice(0, source.length - parsed.body.length).split('\n').length };
  } catch (error) {
    if (error instanceof FrontMatterError) sink.error(shown, '-', error.message);
    else sink.error(shown, '-', `cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

function firstBadUtf8Line(bytes: Buffer): number {
  const lines = bytes.toString('latin1').split('\n');
  let offset = 0;
  for (const [index, line] of lines.entries()) {
    try {
      utf8.decode(bytes.subarray(offset, offset + line.length));
    } catch {
      return index + 1;
    }
    offset += line.length + 1;
  }
  return 1;
}
