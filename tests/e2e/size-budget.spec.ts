/**
 * The JavaScript each page type of the built sample site loads on page load stays within its budget
 * (size-budget.json; scripts/size-budget.ts says what counts). Reads the built files: no browser.
 */
import { expect, test } from '@playwright/test';
import { formatSizes, measureBudget } from '../../scripts/size-budget.ts';
import { SAMPLE_DIST_DIR } from './support/urls.ts';

test('every page type loads no more JavaScript on page load than its budget', () => {
  const sizes = measureBudget(SAMPLE_DIST_DIR);
  const over = sizes.filter((s) => s.bytes > s.budgetBytes);
  expect(over, `\n${formatSizes(sizes)}\n`).toEqual([]);
});
