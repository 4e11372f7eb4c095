/** Turns any text into a SLUG_PATTERN id: "Fone JBL Tune 520BT" -> "fone-jbl-tune-520bt". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
