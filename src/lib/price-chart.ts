/** Geometry of the product page's price chart: a step line, since a price holds until an editor changes it. */
import type { PricePoint } from './price-history.ts';
import { storeDay } from '../content/expiry.ts';

/** The chart drawn in a `width` x `height` box. */
export interface PriceChart {
  /** SVG path of the step line. */
  path: string;
  min: number;
  max: number;
  /** First and last day shown, as the stores count days (points and `now` are moments). */
  from: Date;
  to: Date;
}

/**
 * Lays out `points` from the later of the first point and `from` up to `now`. The price in effect when
 * the window opens starts the line, so the chart shows what a shopper could have paid on every day.
 */
export function priceChart(points: readonly PricePoint[], from: Date, now: Date, width: number, height: number, pad = 4): PriceChart {
  const before = points.filter((p) => p.date < from).at(-1);
  const inside = points.filter((p) => p.date >= from && p.date <= now);
  const shown = before ? [{ date: from, price: before.price }, ...inside] : inside;
  const start = shown[0]!.date.getTime();
  const span = Math.max(1, now.getTime() - start);
  const prices = shown.map((p) => p.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const x = (d: Date) => Math.round(pad + ((d.getTime() - start) / span) * (width - 2 * pad));
  const y = (price: number) => Math.round(max === min ? height / 2 : pad + ((max - price) / (max - min)) * (height - 2 * pad));
  let path = `M${x(shown[0]!.date)} ${y(shown[0]!.price)}`;
  for (const p of shown.slice(1)) path += `H${x(p.date)}V${y(p.price)}`;
  path += `H${x(now)}`;
  return { path, min, max, from: storeDay(shown[0]!.date), to: storeDay(now) };
}
