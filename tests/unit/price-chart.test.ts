import { describe, expect, it } from 'vitest';
import { priceChart } from '../../src/lib/price-chart.ts';

/** Noon UTC of the n-th day of 2026: the same calendar day in Brasília. */
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));
const midnight = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

describe('priceChart', () => {
  it('draws a step line from the price in effect when the window opens to today', () => {
    const chart = priceChart(
      [
        { date: day(0), price: 300 },
        { date: day(50), price: 200 },
        { date: day(80), price: 250 },
      ],
      day(40),
      day(100),
      100,
      50,
      0,
    );
    expect([chart.from, chart.to]).toEqual([midnight(40), midnight(100)]);
    expect([chart.min, chart.max]).toEqual([200, 300]);
    // Starts high at x=0, steps down at day 50 (x=17), up at day 80 (x=67), runs on to today (x=100).
    expect(chart.path).toBe('M0 0H17V50H67V25H100');
  });

  it("names the stores' days it spans: a price set at 22:40 in Brasília starts on that day there", () => {
    const evening = new Date('2026-11-20T22:40:00-03:00');
    const chart = priceChart([{ date: evening, price: 10 }], new Date('2026-11-01T12:00:00Z'), new Date('2026-11-26T23:30:00-03:00'), 100, 50, 0);
    expect([chart.from, chart.to]).toEqual([new Date('2026-11-20T00:00:00Z'), new Date('2026-11-26T00:00:00Z')]);
  });

  it('draws a flat line in the middle when the price never moved inside the window', () => {
    expect(priceChart([{ date: day(0), price: 10 }], day(10), day(20), 100, 50, 0).path).toBe('M0 25H100');
  });
});
