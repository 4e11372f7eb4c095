/** Layout shifts as a page sees them (CLS without input), summed in the page from the next load on. */
import type { Page } from '@playwright/test';

type Shifts = { shift: number };

/**
 * From the next page load on, sums the layout shifts no input caused. With `fromParsed`, only those
 * from the moment the document is whole (DOMContentLoaded): before that a busy machine paints a
 * half-parsed row of cards, and the row grows as the rest arrives (its prices sit at the foot of the
 * cards), which is the browser rendering in pieces, not what a photo or a script moved.
 */
export async function watchLayoutShifts(page: Page, { fromParsed = false } = {}): Promise<void> {
  await page.addInitScript((fromParsed) => {
    (window as unknown as Shifts).shift = 0;
    const navigation = () => performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const countsFrom = () => (fromParsed ? navigation()?.domContentLoadedEventStart || Infinity : 0);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number }[]) {
        if (!entry.hadRecentInput && entry.startTime >= countsFrom()) (window as unknown as Shifts).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, fromParsed);
}

/** The page's layout shift so far, once a late shift has had time to be reported. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  return page.evaluate(() => (window as unknown as Shifts).shift);
}
