/**
 * How a price or a rating typed by an editor is read: the one rule of the form (tools/cms/decimal-field.tsx),
 * `content:check` (./number-slips.ts, ./messages.ts), the scaffold's comments and docs/editing.md. Editors
 * write both 1.299,90 (Brazilian) and 1299.90 (the files' own way), so the rule decides by the digits,
 * never by a locale:
 * - the last dot or comma followed by one or two digits marks the cents: 1299.90, 1299,90, 4.6, 4,6;
 * - with both marks, the other one separates thousands in groups of three: 1.299,90 and 1,299.90;
 * - a single dot or comma followed by exactly three digits (1.299, 1,299) could be either, so it is
 *   refused with both readings (a guess would be wrong half the time, a hundred or a thousand times off);
 * - the same mark twice, each time before three digits, separates thousands: 1.299.900.
 */

/** A number as read, or why it cannot be read (with both readings when the text is ambiguous). */
export type DecimalReading = { ok: true; value: number } | { ok: false; ambiguous?: { thousands: number; decimal: number } };

const GROUPED = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/;

/** `text` read by the rule above; a leading "R$" and surrounding spaces are ignored. */
export function readDecimal(text: string): DecimalReading {
  const s = text
    .trim()
    .replace(/^R\$\s*/i, '')
    .trim();
  if (/^\d+$/.test(s)) return { ok: true, value: Number(s) };
  if (!/^\d[\d.,]*\d$/.test(s)) return { ok: false };
  const last = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
  const head = s.slice(0, last);
  const tail = s.slice(last + 1);
  const mark = s[last]!;
  const other = mark === '.' ? ',' : '.';
  if (tail.length === 3 && !head.includes(other)) {
    if (!head.includes(mark)) {
      // 1.299: a thousand and more, or one and a bit.
      return { ok: false, ambiguous: { thousands: Number(head + tail), decimal: Number(`${head}.${tail}`) } };
    }
    return GROUPED.test(s) ? { ok: true, value: Number(s.replaceAll(mark, '')) } : { ok: false };
  }
  if (tail.length < 1 || tail.length > 2) return { ok: false };
  // The whole part: plain digits, or groups of three split by the other mark.
  if (head.includes(mark)) return { ok: false };
  if (/^\d+$/.test(head)) return { ok: true, value: Number(`${head}.${tail}`) };
  const grouped = new RegExp(`^\\d{1,3}(?:\\${other}\\d{3})+$`);
  return grouped.test(head) ? { ok: true, value: Number(`${head.replaceAll(other, '')}.${tail}`) } : { ok: false };
}

/** A price as Brazilians read it: 1299.9 → "1.299,90". */
export const brazilian = (value: number, decimals = 2) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 3) });

/** The Portuguese message for text the rule refuses (the form's and the check's wording). */
export function decimalProblem(text: string, reading: Extract<DecimalReading, { ok: false }>, kind: 'price' | 'rating'): string {
  const example = kind === 'price' ? '1299.90 ou 1.299,90' : '4.6 ou 4,6';
  if (reading.ambiguous) {
    const { thousands, decimal } = reading.ambiguous;
    const cents = kind === 'price' ? ` (${brazilian(decimal, 3)})` : '';
    return `"${text.trim()}" pode ser ${thousands} (${brazilian(thousands, 0)}, ponto ou vírgula separando milhares) ou ${String(decimal).replace('.', ',')}${cents} (com casas decimais): escreva ${thousands} se for ${brazilian(thousands, 0)}; senão, escreva os centavos com dois dígitos, como ${example}`;
  }
  return `"${text.trim()}" não é um número: escreva como ${example} (vírgula ou ponto antes dos centavos)`;
}
