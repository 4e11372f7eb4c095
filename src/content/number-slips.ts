/**
 * Numbers YAML reads as a different number than the editor meant. `price: 2.500` (R$ 2.500 written the
 * Brazilian way) is a valid YAML number, 2.5, and `reviewCount: 1.000` is 1, so no schema can see the
 * slip: only the text as typed can.
 */

/** Counts: a dot in them is never cents, so `1.000` can only be a thousand written the Brazilian way. */
const WHOLE_FIELDS: ReadonlySet<string> = new Set(['reviewCount', 'popularity']);

/** A number written with a dot every three digits: `written` as typed, `read` as YAML reads it. */
export type NumberSlip = { line: number; field: string; written: string; read: number };

const SLIP_LINE = /^(price|listPrice|reviewCount|popularity):[ \t]*([1-9]\d{0,2}(?:\.\d{3})+)[ \t]*(?:#.*)?$/;

/** Price and count lines of the front matter of `text` written like `2.500` or `1.299.900`; `line` is 1-based. */
export function numberSlips(text: string): NumberSlip[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!/^---[ \t]*$/.test(lines[0] ?? '')) return [];
  const found: NumberSlip[] = [];
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (/^---[ \t]*$/.test(line)) break;
    const match = SLIP_LINE.exec(line);
    if (match) found.push({ line: index + 1, field: match[1]!, written: match[2]!, read: Number(match[2]) });
  }
  return found;
}

/** What to tell the editor about a slip: the value as typed, how it is read, and both likely fixes. */
export function slipMessage(slip: NumberSlip): string {
  const whole = slip.written.replaceAll('.', '');
  if (WHOLE_FIELDS.has(slip.field)) return `line ${slip.line}: ${slip.written} is read as ${slip.read} (a count has no dot; a dot is never a thousands separator): write ${whole}`;
  const rule = 'a dot marks the cents, never thousands';
  if (!Number.isInteger(Math.round(slip.read * 1e6) / 1e4)) {
    return `line ${slip.line}: ${slip.written} has three digits after the dot (${rule}): if it is ${whole} (thousands), write ${whole}`;
  }
  const cents = slip.read.toFixed(2).replace('.', ',');
  return `line ${slip.line}: ${slip.written} is read as ${slip.read} (${rule}): if it is ${whole} (thousands), write ${whole}; if it is ${cents}, write ${slip.read}`;
}
