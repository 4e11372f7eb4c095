/**
 * axe-core run in the page as it is now. @axe-core/playwright evaluated axe's 580 KB source two or three
 * times per scan (and opened a blank page to merge frame results) for pages that have no frames; this
 * injects it once per page load and asks only for violations. Numbers: BENCHMARKS.md, "Test suite".
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Off by default in axe, audited by Lighthouse: a control's accessible name contains its visible text (WCAG 2.5.3). */
const LABEL_IN_NAME: RunOptions['rules'] = { 'label-content-name-mismatch': { enabled: true } };

/**
 * axe violations of the page (or of the elements matching `scope`), as "rule: target" lines, empty when
 * clean. `rules` limits the scan to those rules; otherwise every rule runs, label-in-name too.
 */
export async function axeViolations(page: Page, { scope, rules }: { scope?: string; rules?: string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = rules ? { runOnly: { type: 'rule', values: rules } } : { rules: LABEL_IN_NAME };
  const violations = await page.evaluate(
    ([context, runOptions]) =>
      (window as unknown as { axe: { run: (c: unknown, o: RunOptions) => Promise<AxeResults> } }).axe
        .run(context ?? document, { ...runOptions, resultTypes: ['violations'] })
        .then((results) => results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target.join(' ')) }))),
    [scope ?? null, options] as const,
  );
  return violations.flatMap(({ id, targets }) => targets.map((target) => `${id}: ${target}`));
}
