/**
 * Groups a checker's problems by kind, so a catalog of thousands of files reports "stale price: 9,939
 * files" once instead of 9,939 lines. A kind is the field plus the message with its specifics blanked
 * out (quoted values, numbers, parenthesised detail such as a path): "checked 12 days ago" and
 * "checked 30 days ago" are one kind.
 */
import type { Problem } from './validate.ts';

/** Problems of one kind: the first few in full, and how many there are in all. */
export type ProblemGroup = { kind: string; count: number; examples: Problem[] };

/** How many of a kind are printed in full before the rest are counted; `--verbose` prints them all. */
export const EXAMPLES_PER_KIND = 3;

/** The kind of a problem: its field and message with the specifics (quoted text, numbers) blanked out. */
export function problemKind(problem: Problem): string {
  const message = problem.message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\([^)]*\)/g, '(…)')
    .replace(/\d+(?:[.,]\d+)*/g, 'N');
  return `${problem.field.replace(/\.\d+(?=\.|$)/g, '.N')}: ${message}`;
}

/** Problems grouped by kind, in order of first appearance, each with at most `examples` examples. */
export function groupProblems(problems: readonly Problem[], examples = EXAMPLES_PER_KIND): ProblemGroup[] {
  const groups = new Map<string, ProblemGroup>();
  for (const problem of problems) {
    const kind = problemKind(problem);
    let group = groups.get(kind);
    if (!group) groups.set(kind, (group = { kind, count: 0, examples: [] }));
    group.count++;
    if (group.examples.length < examples) group.examples.push(problem);
  }
  return [...groups.values()];
}
