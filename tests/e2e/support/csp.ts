/** The Content-Security-Policy violations a page reports, as "directive blocked-url" lines. */
import type { Page } from '@playwright/test';

type Recorded = { cspViolations: string[] };

/** Records the page's violations from before its first script, for `cspViolations`. Call before `goto`. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Recorded;
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/** The violations recorded so far on the page's current document. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as Recorded).cspViolations);
}
