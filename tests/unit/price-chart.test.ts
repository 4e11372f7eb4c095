import { describe, expect, it } from 'vitest';
import { priceChart } from '../../src/lib/price-chart.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

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
    expect(chart.from).toEqual(day(40));
    expect([chart.min, chart.max]).toEqual([200, 300]);
    // Starts high at x=0, steps down at day 50 (x=17), up at day 80 (x=67), runs on to today (x=100).
    expect(chart.path).toBe('M0 0H17V50H67V25H100');
  });

  it('draws a flat line in the middle when the price never moved inside the window', () => {
    expect(priceChart([{ date: day(0), price: 10 }], day(10), day(20), 100, 50, 0).path).toBe('M0 25H100');
  });
});
