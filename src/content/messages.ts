/**
 * Turns zod issues into `field: message` pairs that read well after a file path. The schema's own
 * messages are kept; zod's generic defaults ("Invalid input: expected string, received number") are
 * replaced by plain English, and a missing field always says "is required".
 */
import { readDecimal } from './numbers.ts';
import type { z } from 'zod';

/** One readable complaint about one field ('-' for the whole file). */
export type FieldMessage = { field: string; message: string };

/** Marker the checker's image schema puts on its issues, so the union's specific reason can be found again. */
export const LOCAL_IMAGE_PARAM = 'localImage';

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

/** Per-parse error map: zod uses it only where the schema set no message of its own. */
export function defaultMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${expectedPhrase(String(issue.expected))}, not ${describeValue(issue.input, String(issue.expected))}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'too_small':
      return sizeMessage('at least', issue.origin, Number(issue.minimum));
    case 'too_big':
      return sizeMessage('at most', issue.origin, Number(issue.maximum));
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_format':
      return 'is not in the expected format';
    case 'invalid_union':
      return 'is not in any of the accepted forms';
    default:
      return undefined;
  }
}

/** Readable `field: message` pairs for the issues of one parse of `data`; `knownFields` feed "did you mean". */
export function describeIssues(issues: readonly Issue[], data: unknown, knownFields: readonly string[] = []): FieldMessage[] {
  return issues.flatMap((issue) => describeIssue(issue, data, knownFields));
}

function describeIssue(issue: Issue, data: unknown, knownFields: readonly string[]): FieldMessage[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ field: joinPath([...issue.path, key]), message: unknownFieldMessage(key, data, knownFields) }));
  }
  const field = joinPath(issue.path);
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    return [{ field, message: `the front matter must be "field: value" lines, not ${describeValue(valueAt(data, []))}` }];
  }
  return [{ field, message: refine(issue, valueAt(data, issue.path)) }];
}

function refine(issue: Issue, value: unknown): string {
  const missing = value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union');
  if (missing) return issue.message.startsWith('is required') ? issue.message : `is required; ${issue.message}`;
  // `price:` with nothing after it, or `title: ""` (as scaffolded): say so before the rule it breaks.
  if ((value === null || (typeof value === 'string' && value.trim() === '')) && !issue.message.startsWith('is empty')) {
    const rule = issue.message.replace(/^is required: /, '');
    return rule === 'must not be empty' ? 'is empty: fill it in or remove it' : `is empty; ${rule}`;
  }
  if (issue.code === 'invalid_union') return unionMessage(issue, value);
  // The schema's "is required: ..." texts also fire for a present value of the wrong type.
  if (issue.code === 'invalid_type' && issue.message.startsWith('is required')) {
    return `must be ${expectedPhrase(issue.expected)}, not ${describeValue(value, issue.expected)}`;
  }
  // The schema's own type message ("must be a number such as 1299.90") with the value as read.
  if (issue.code === 'invalid_type' && value !== undefined && !issue.message.includes(', not ')) return `${issue.message}, not ${describeValue(value, issue.expected)}`;
  if (issue.code === 'invalid_value') return `${issue.message} (found ${JSON.stringify(value)})`;
  return issue.message;
}

// The image union's own message is generic; the local-file branch knows exactly what is wrong.
function unionMessage(issue: Extract<Issue, { code: 'invalid_union' }>, value: unknown): string {
  const local = issue.errors.flat().find((inner) => inner.code === 'custom' && inner.params?.[LOCAL_IMAGE_PARAM]);
  if (local && typeof value === 'string') return local.message;
  return issue.message;
}

const KNOWN_EXPECTATIONS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (one "- item" per line, or [a, b])',
  object: 'a set of "field: value" lines',
  date: 'a date written as YYYY-MM-DD',
};

function expectedPhrase(expected: string): string {
  return KNOWN_EXPECTATIONS[expected] ?? expected;
}

// How a YAML value looks to an editor, e.g. `a number (12; ...)` or `text ("abc")`; quotes are advised
// only where the field wants text (`expected`), never for a number field.
function describeValue(value: unknown, expected?: string): string {
  const quote = expected === 'string' ? '; put it in quotes to make it text' : '';
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `text (${JSON.stringify(truncate(value))}${numberHint(value)})`;
  if (typeof value === 'number') return `a number (${value}${quote})`;
  if (typeof value === 'boolean') return `${value} (a yes/no value${quote})`;
  if (typeof value === 'object') return 'a set of fields';
  return typeof value;
}

// "1.299,90", "1299,90", "1.299": a number written the Brazilian way, which YAML keeps as text.
function numberHint(text: string): string {
  // "R$ 1.299,90", "549.90 reais": the currency is its own field.
  const value = text
    .trim()
    .replace(/^(?:R\$|US\$|\$)\s*/i, '')
    .replace(/\s*(?:reais|real|BRL)$/i, '');
  if (/^-?\d+(\.\d+)?$/.test(value)) return value === text.trim() ? '; remove the quotes' : `; write it as ${value}, without the currency (currency is its own field)`;
  // Read by the one rule of prices and ratings (./numbers.ts): the cents are never guessed.
  const reading = readDecimal(value);
  // Two digits typed after the mark are shown back as two: 1.299,90 → 1299.90 (the same number, 1299.9).
  const shown = reading.ok && /[.,]\d{2}$/.test(value) ? reading.value.toFixed(2) : String(reading.ok && reading.value);
  if (reading.ok) return `; write it as ${shown}: no thousands separator, and a dot before the cents`;
  if (!reading.ambiguous) return '';
  const { thousands, decimal } = reading.ambiguous;
  return `; it could be ${thousands} (the dot or comma separating thousands) or ${decimal}: write ${thousands} if it is the thousands, or the cents with two digits`;
}

function sizeMessage(bound: 'at least' | 'at most', origin: string, limit: number): string {
  if (origin === 'string') return bound === 'at least' && limit === 1 ? 'must not be empty' : `needs ${bound} ${limit} characters`;
  if (origin === 'array' || origin === 'set') return `needs ${bound} ${limit} items`;
  return `must be ${bound} ${limit}`;
}

function unknownFieldMessage(key: string, data: unknown, knownFields: readonly string[]): string {
  const present = data && typeof data === 'object' ? Object.keys(data) : [];
  const suggestion = closestField(key, knownFields.filter((field) => !present.includes(field)));
  return `is not a known field${suggestion ? `; did you mean "${suggestion}"?` : ' (check the spelling or remove it)'}`;
}

/** The candidate within two typos of `key` (case-insensitive), for "did you mean" hints. */
export function closestField(key: string, candidates: readonly string[]): string | undefined {
  let best: { field: string; distance: number } | undefined;
  for (const field of candidates) {
    const distance = editDistance(key.toLowerCase(), field.toLowerCase());
    if (distance <= 2 && (!best || distance < best.distance)) best = { field, distance };
  }
  return best?.field;
}

/**
 * The candidate closest to `name` when it is plausibly a misspelling of it: ids are long, so the typos
 * allowed grow with the length (two, or one in five characters).
 */
export function closestId(name: string, candidates: Iterable<string>): string | undefined {
  const allowed = Math.max(2, Math.floor(name.length / 5));
  let best: { id: string; distance: number } | undefined;
  for (const id of candidates) {
    if (Math.abs(id.length - name.length) > allowed) continue;
    const distance = editDistance(name, id);
    if (distance <= allowed && (!best || distance < best.distance)) best = { id, distance };
  }
  return best?.id;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function joinPath(path: readonly PropertyKey[]): string {
  return path.length ? path.map((key) => String(key)).join('.') : '-';
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
