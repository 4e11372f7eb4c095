/**
 * Prices as stores write them, read into a number of currency units or refused: never a guess that could
 * publish a wrong price. "2.499,00", "R$ 2.499", "2499.9", 2499 and "1,299.90" are read; "2.499" alone
 * (thousands or decimals?) is read as thousands only with a currency sign or a Brazilian store's three-digit group.
 */

/** Why a price text was refused. */
export class PriceError extends Error {}

/**
 * The amount in `raw` (a number from JSON-LD, or text from markup), or a PriceError saying why not.
 * `centsInteger`: the source says its integers are cents (a store API that does), so 249900 is 2499.00.
 */
export function readPrice(raw: unknown, options: { centsInteger?: boolean } = {}): number {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw < 0) throw new PriceError(`${raw} is not a price`);
    const units = options.centsInteger && Number.isInteger(raw) ? raw / 100 : raw;
    return checked(units, String(raw));
  }
  if (typeof raw !== 'string') throw new PriceError(`${JSON.stringify(raw) ?? String(raw)} is not a price`);
  const text = raw.trim();
  if (text.length > 40) throw new PriceError(`"${text.slice(0, 40)}…" is too long to be a price`);
  const signed = /(R\$|US\$|\$|€|BRL|USD|EUR)/i.test(text);
  const digits = text
    .replace(/^(R\$|US\$|\$|€|BRL|USD|EUR)\s*/i, '')
    .replace(/\s*(BRL|USD|EUR)$/i, '')
    .replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(digits)) throw new PriceError(`"${text}" is not a price (expected digits such as 2.499,00 or 2499.00)`);
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both marks: the last one is the decimal mark ("2.499,00" in Brazil, "2,499.00" in English).
    const [thousands, decimal] = lastComma > lastDot ? ['.', ','] : [',', '.'];
    normal = digits.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    // "2499,9" or "2.499"-style with a comma: a comma followed by one or two digits is the decimal mark.
    if (/,\d{1,2}$/.test(digits) && digits.split(',').length === 2) normal = digits.replace(',', '.');
    else if (/^\d{1,3}(,\d{3})+$/.test(digits)) normal = digits.replace(/,/g, '');
    else throw new PriceError(`"${text}" is ambiguous: write it with its cents, as 2.499,00 or 2499.00`);
  } else if (lastDot >= 0) {
    if (/^\d{1,3}(\.\d{3})+$/.test(digits) && (signed || digits.split('.').length > 2)) normal = digits.replace(/\./g, '');
    else if (/\.\d{1,2}$/.test(digits) && digits.split('.').length === 2) normal = digits;
    else throw new PriceError(`"${text}" is ambiguous (thousands or cents?): write it as 2.499,00 or 2499.00`);
  } else normal = digits;
  return checked(Number(normal), text);
}

function checked(value: number, shown: string): number {
  if (!Number.isFinite(value)) throw new PriceError(`"${shown}" is not a price`);
  const cents = Math.round(value * 100);
  if (Math.abs(cents - value * 100) > 1e-6) throw new PriceError(`"${shown}" has more than 2 decimals`);
  return cents / 100;
}
