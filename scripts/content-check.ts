/**
 * `npm run content:check`: validates the catalog at CONTENT_DIR (default content/) and prints every
 * problem as `path: field: message`. Exit 1 on any error, 0 when there are only warnings.
 */
import { styleText } from 'node:util';
import { contentRoot } from '../src/content/paths.ts';
import { formatProblem, validateCatalog, type Problem } from '../src/content/validate.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function printGroup(title: string, marker: string, problems: readonly Problem[]): void {
  if (problems.length === 0) return;
  console.log(`${title} (${problems.length}):`);
  for (const problem of problems) console.log(`  ${marker} ${formatProblem(problem)}`);
  console.log('');
}

async function main(): Promise<number> {
  const report = await validateCatalog(contentRoot());
  printGroup('Errors', styleText('red', 'error  '), report.errors);
  printGroup('Warnings', styleText('yellow', 'warning'), report.warnings);
  const summary = `content:check: ${plural(report.productCount, 'product')}, ${plural(report.errors.length, 'error')}, ${plural(report.warnings.length, 'warning')}`;
  console.log(report.errors.length ? styleText('red', summary) : summary);
  return report.errors.length ? 1 : 0;
}

// Content problems are reported above; reaching here means the checker itself could not run.
main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`content:check: could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
