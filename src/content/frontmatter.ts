/**
 * The one parser of product files for the editor tooling (checker, scaffolder, generator tests).
 * gray-matter splits the file; js-yaml reads the front matter with the YAML 1.2 core schema.
 */
import matter from 'gray-matter';
import { CORE_SCHEMA, YAMLException, load } from 'js-yaml';

/** A product file split into its front matter (not yet validated) and its markdown body. */
export type ParsedMarkdown = { data: unknown; body: string };

/** A front matter block that cannot be read; `line` and `column` are 1-based file positions when known. */
export class FrontMatterError extends Error {
  readonly line: number | undefined;
  readonly column: number | undefined;

  constructor(message: string, line?: number, column?: number) {
    super(message);
    this.name = 'FrontMatterError';
    this.line = line;
    this.column = column;
  }
}

/**
 * Parses YAML with the core schema. The core schema has no timestamp type, so `2026-02-30` stays the
 * text the editor typed and the schema can refuse it instead of silently rolling it over to March.
 */
export function parseYaml(text: string): unknown {
  return load(text, { schema: CORE_SCHEMA });
}

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits a product file into front matter data and body; throws FrontMatterError with a readable message. */
export function parseMarkdown(text: string): ParsedMarkdown {
  const source = text.replace(/^\uFEFF/, '');
  if (!OPENING.test(source)) {
    throw new FrontMatterError('has no front matter: the file must start with a line "---", then the fields, then another "---"', 1, 1);
  }
  if (!CLOSING.test(source.replace(OPENING, '\n'))) {
    throw new FrontMatterError('front matter is never closed: add a line "---" after the last field', 1, 1);
  }
  try {
    const file = matter(source, { engines: { yaml: (yaml: string) => parseYaml(yaml) as object } });
    return { data: file.data ?? {}, body: file.content };
  } catch (error) {
    throw toFrontMatterError(error);
  }
}

// gray-matter hands the engine the text right after the opening "---", so YAML line 0 is file line 1.
function toFrontMatterError(error: unknown): FrontMatterError {
  if (!(error instanceof YAMLException)) return new FrontMatterError(`front matter cannot be read: ${String(error)}`);
  const line = error.mark ? error.mark.line + 1 : undefined;
  const column = error.mark ? error.mark.column + 1 : undefined;
  const where = line === undefined ? '' : ` at line ${line}, column ${column}`;
  return new FrontMatterError(`front matter is not valid YAML${where}: ${error.reason}${yamlHint(error.reason)}`, line, column);
}

// js-yaml's reasons name the grammar rule, not the usual editing slip behind it.
function yamlHint(reason: string): string {
  if (/mapping values are not allowed|bad indentation of a mapping entry/.test(reason)) {
    return ' (text containing ": " must be put in quotes, and fields must not be indented)';
  }
  if (/duplicated mapping key/.test(reason)) return ' (the same field is written twice)';
  if (/unexpected end of the stream|missed comma|unexpected end/.test(reason)) return ' (check for an unclosed quote or bracket)';
  return '';
}

/** A front matter value that YAML cuts at an unquoted " #" (the rest is a comment). */
export type CutValue = { line: number; field: string; kept: string; suggestion: string };

const KEY_LINE = /^(\s*)([A-Za-z_][\w-]*):(?:[ \t]+(.*))?$/;
const ITEM_LINE = /^(\s*)-[ \t]+(.*)$/;

/**
 * Lines of the front matter of `text` whose unquoted value contains " #" glued to a word: YAML reads
 * the rest of the line as a comment, so `title: Fone JBL #1 edição` silently becomes "Fone JBL".
 * `price: 10 # in BRL` (a space after "#") is taken as the comment it looks like. `line` is 1-based.
 */
export function unquotedCommentLines(text: string): CutValue[] {
  const lines = text.split(/\r?\n/);
  if (!/^---[ \t]*$/.test(lines[0] ?? '')) return [];
  const found: CutValue[] = [];
  let field = '-';
  let blockIndent: number | undefined;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (/^---[ \t]*$/.test(line)) break;
    const indent = /^\s*/.exec(line)?.[0].length ?? 0;
    // Inside a | or > block every character is text, "#" included.
    if (blockIndent !== undefined && (line.trim() === '' || indent > blockIndent)) continue;
    blockIndent = undefined;
    const key = KEY_LINE.exec(line);
    const item = key ? undefined : ITEM_LINE.exec(line);
    if (key) field = key[2] ?? '-';
    const value = key?.[3] ?? item?.[2];
    if (value === undefined) continue;
    if (key && /^[|>][-+\d]*\s*(#.*)?$/.test(value)) {
      blockIndent = indent;
      continue;
    }
    // "# note" is a comment on purpose (the scaffold writes them); "#1" or "#tag" is text being lost.
    const cut = /[ \t]#(?=[^\s#])/.exec(value);
    if (!cut || /^["'[{#&*!|>]/.test(value)) continue;
    const whole = value.trimEnd();
    const prefix = key ? `${field}: ` : '- ';
    found.push({ line: index + 1, field, kept: value.slice(0, cut.index).trim(), suggestion: `${prefix}${JSON.stringify(whole)}` });
  }
  return found;
}
