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
 * Aliases (`*name`, repeating an `&name` anchor) are refused: no field needs one, and a few hundred bytes
 * of nested aliases expand to millions of values (and messages quoting them).
 */
export function parseYaml(text: string): unknown {
  return load(text, { schema: CORE_SCHEMA, maxAliases: 0 });
}

/** js-yaml's reason when a text uses an alias (see parseYaml). */
export const isAliasRefusal = (reason: string): boolean => /exceeded maxAliases/.test(reason);

/** What to tell an editor who wrote an alias. */
export const ALIAS_FIX = 'YAML aliases (*name) are not accepted here: write the value out in full';

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

/**
 * The front matter data alone, read by the same YAML reader as parseMarkdown without splitting off the
 * body (for reading thousands of past versions of files quickly); throws FrontMatterError.
 */
export function readFrontMatter(text: string): unknown {
  const source = text.replace(/^\uFEFF/, '');
  const opening = OPENING.exec(source);
  if (!opening) throw new FrontMatterError('has no front matter', 1, 1);
  const rest = source.slice(opening[0].length - 1);
  const closing = CLOSING.exec(rest);
  if (!closing) throw new FrontMatterError('front matter is never closed', 1, 1);
  try {
    return parseYaml(rest.slice(0, closing.index)) ?? {};
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
  const lines = error.mark?.buffer.split(/\r?\n/) ?? [];
  // The slip is on the line js-yaml stopped at or the one before (it often notices a line late).
  const near = error.mark ? [lines[error.mark.line], lines[error.mark.line - 1]].filter((l): l is string => l !== undefined) : [];
  return new FrontMatterError(`front matter is not valid YAML${where}: ${error.reason}${yamlHint(error.reason, near)}`, line, column);
}

/** Characters that look like a space or nothing, often pasted from web pages, which YAML does not read as spaces. */
const INVISIBLE: Readonly<Record<string, string>> = { '\u00a0': 'U+00A0 no-break space', '\u200b': 'U+200B zero-width space', '\u200c': 'U+200C zero-width non-joiner', '\u200d': 'U+200D zero-width joiner', '\u2060': 'U+2060 word joiner', '\ufeff': 'U+FEFF zero-width no-break space' };
/** The name of the first invisible character in `text` (see INVISIBLE), if any. */
export function invisibleCharacter(text: string): string | undefined {
  const found = [...text].find((c) => c in INVISIBLE);
  return found && INVISIBLE[found];
}

/** A value YAML reads as something else unless quoted: [list], {map}, @, `, %, *alias, !tag, &anchor, >|blocks. */
const SPECIAL_START = /^([A-Za-z_][\w-]*):[ \t]+([[{@`%*!&>|])/;

// js-yaml's reasons name the grammar rule, not the usual editing slip behind it; `near` are the lines around the stop.
function yamlHint(reason: string, near: readonly string[] = []): string {
  for (const text of near) {
    const invisible = invisibleCharacter(text);
    if (invisible) return ` (the line has an invisible character, ${invisible}, usually pasted from a web page: delete it and type a plain space)`;
  }
  for (const text of near) {
    const special = SPECIAL_START.exec(text);
    if (special) return ` (a value starting with "${special[2]}" means something else to YAML: put the whole value in quotes, ${special[1]}: "${text.slice(special[0].length - 1).trim().replaceAll('"', '\\"')}")`;
  }
  if (/mapping values are not allowed|bad indentation of a mapping entry/.test(reason)) {
    return ' (text containing ": " must be put in quotes, and fields must not be indented)';
  }
  if (/duplicated mapping key/.test(reason)) return ' (the same field is written twice)';
  if (isAliasRefusal(reason)) return ` (${ALIAS_FIX})`;
  if (/unexpected end of the stream|missed comma|unexpected end/.test(reason)) return ' (check for an unclosed quote or bracket)';
  return '';
}

/**
 * A front matter value that YAML cuts at an unquoted " #" (the rest is a comment). `comment` is true
 * when "#" is followed by a space, as a deliberate comment is (`price: 10 # in BRL`); `continuation`
 * when the cut is on a later line of a value written over several lines.
 */
export type CutValue = { line: number; field: string; kept: string; suggestion: string; comment: boolean; continuation: boolean };

const KEY_LINE = /^(\s*)([A-Za-z_][\w-]*):(?:[ \t]+(.*))?$/;
const ITEM_LINE = /^(\s*)-[ \t]+(.*)$/;
const NOT_PLAIN = /^["'[{#&*!|>]/;

/** A value written as plain text (no quotes) that continues on more-indented lines. */
type PlainValue = { field: string; indent: number; prefix: string; text: string };

/**
 * Lines of the front matter of `text` where YAML reads an unquoted " #" as the start of a comment, so
 * `title: Fone JBL #1 edição` silently becomes "Fone JBL", also on the second line of a value written
 * over two lines. Whether a cut is a mistake depends on the field (see `comment`). `line` is 1-based.
 */
export function unquotedCommentLines(text: string): CutValue[] {
  const lines = text.split(/\r?\n/);
  if (!/^---[ \t]*$/.test(lines[0] ?? '')) return [];
  const found: CutValue[] = [];
  let field = '-';
  let blockIndent: number | undefined;
  let plain: PlainValue | undefined;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (/^---[ \t]*$/.test(line)) break;
    const indent = /^\s*/.exec(line)?.[0].length ?? 0;
    // Inside a | or > block every character is text, "#" included.
    if (blockIndent !== undefined && (line.trim() === '' || indent > blockIndent)) continue;
    blockIndent = undefined;
    if (plain && line.trim() !== '' && indent > plain.indent && !KEY_LINE.test(line) && !ITEM_LINE.test(line)) {
      const cut = /(^|[ \t])#/.exec(line);
      if (cut) {
        const kept = `${plain.text} ${line.slice(0, cut.index).trim()}`.trim();
        const whole = `${plain.text} ${line.trim()}`;
        found.push({ line: index + 1, field: plain.field, kept, suggestion: `${plain.prefix}${JSON.stringify(whole)}`, comment: false, continuation: true });
        plain = undefined;
      } else plain.text += ` ${line.trim()}`;
      continue;
    }
    plain = undefined;
    const key = KEY_LINE.exec(line);
    const item = key ? undefined : ITEM_LINE.exec(line);
    if (key) field = key[2] ?? '-';
    const value = key?.[3] ?? item?.[2];
    if (value === undefined) continue;
    if (key && /^[|>][-+\d]*\s*(#.*)?$/.test(value)) {
      blockIndent = indent;
      continue;
    }
    if (NOT_PLAIN.test(value)) continue;
    const prefix = key ? `${field}: ` : '- ';
    const cut = /[ \t]#/.exec(value);
    if (!cut) {
      plain = { field, indent, prefix, text: value.trim() };
      continue;
    }
    const whole = value.trimEnd();
    const comment = /^\s/.test(value.slice(cut.index + 2)) || cut.index + 2 === value.length;
    found.push({ line: index + 1, field, kept: value.slice(0, cut.index).trim(), suggestion: `${prefix}${JSON.stringify(whole)}`, comment, continuation: false });
  }
  return found;
}
