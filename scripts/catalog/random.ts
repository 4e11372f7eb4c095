/** The generator's seeded randomness: the same seed gives the same numbers on every platform. */

/** mulberry32: tiny, fast, good enough for test data, and identical on every platform. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a number or text (FNV-1a over the text form). */
export function seedFrom(seed: number | string): number {
  if (typeof seed === 'number' && Number.isInteger(seed)) return seed >>> 0;
  let hash = 0x811c9dc5;
  for (const char of String(seed)) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

/** The picks the generator makes, all from one seeded sequence. */
export type Random = ReturnType<typeof randomTools>;

export function randomTools(seed: number | string) {
  const next = mulberry32(seedFrom(seed));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const chance = (p: number) => next() < p;
  const code = (length: number, alphabet = '0123456789') => Array.from({ length }, () => pick([...alphabet])).join('');
  return { next, int, pick, chance, code };
}
