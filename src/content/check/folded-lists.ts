/**
 * List items YAML reads otherwise than the editor sees them. A plain (unquoted) value goes on over every
 * following line indented further than where it started, so a highlight indented two spaces too far is
 * not an item of its own: YAML folds it into the one above ("IP67 contra água - Até 12 horas"), and a
 * list under `tags: fone` becomes the one tag "fone - bluetooth". Both parse, both validate, both are
 * published; only the line breaks in the file show what was meant.
 */
import { isPair, isScalar, LineCounter, parseDocument, Scalar, visit } from 'yaml';
import type { Sink } from './report.ts';

/** A plain value written over several lines. */
export type FoldedValue = {
  field: string;
  /** File line (1-based) where the value starts, and the first line folded into it. */
  line: number;
  foldedLine: number;
  /** The value as YAML reads it (the lines joined by spaces). */
  value: string;
  /** The value is an item of a list (a highlight, a tag) rather than a field's own value. */
  item: boolean;
  /** A folded line starts with "- ": the editor meant a new item. */
  dash: boolean;
};

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The plain values of `text`'s front matter that YAML joined from several lines; none when it does not parse. */
export function foldedValues(text: string): FoldedValue[] {
  const front = FRONT_MATTER.exec(text)?.[1];
  if (front === undefined) return [];
  const lines = new LineCounter();
  const doc = parseDocument(front, { lineCounter: lines });
  if (doc.errors.length) return [];
  const found: FoldedValue[] = [];
  visit(doc, {
    Scalar(key, node, path) {
      if (key === 'key' || node.type !== Scalar.PLAIN || !node.range) return;
      const source = front.slice(node.range[0], node.range[1]);
      const breaks = source.split(/\r?\n/);
      if (breaks.length < 2) return;
      const pair = [...path].reverse().find(isPair);
      const field = pair && isScalar(pair.key) ? String(pair.key.value) : '-';
      // The front matter starts on the file's second line, after "---".
      const line = lines.linePos(node.range[0]).line + 1;
      const dashAt = breaks.findIndex((part, i) => i > 0 && /^\s*-(\s|$)/.test(part));
      found.push({ field, line, foldedLine: line + (dashAt > 0 ? dashAt : 1), value: String(node.value), item: typeof key === 'number', dash: dashAt > 0 });
    },
  });
  return found;
}

const quote = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * A folded line that starts with "- " is an error (an item lost into the one above); another line break
 * inside a list item is a warning (the item is published as one line). A field's own value written over
 * lines (a long summary) is ordinary YAML and not reported.
 */
export function checkFoldedLists(text: string, shown: string, sink: Sink): void {
  for (const fold of foldedValues(text)) {
    if (fold.dash) {
      const read = fold.item ? `the item of line ${fold.line}` : `${fold.field}'s value`;
      const fix = fold.item
        ? `move its "-" left to line up with the "-" of line ${fold.line}`
        : `put each item on its own line starting with "- ", under ${fold.field}: and with nothing after the colon`;
      sink.error(shown, fold.field, `line ${fold.foldedLine}: this "- " line is indented further than it should be, so YAML joins it to ${read} and reads one text, ${quote(fold.value)}; ${fix}`);
    } else if (fold.item) {
      sink.warn(
        shown,
        fold.field,
        `line ${fold.foldedLine}: continues the item of line ${fold.line} (it is indented further), so they are published as one, ${quote(fold.value)}; write the item on one line, or start a new item with "- " lined up with the one above`,
      );
    }
  }
}
