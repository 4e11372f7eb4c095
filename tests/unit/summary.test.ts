import { describe, expect, it } from 'vitest';
import { groupProblems, problemKind } from '../../src/content/summary.ts';

const stale = (file: string, days: number) => ({
  file,
  field: 'priceCheckedAt',
  message: `price was checked ${days} days ago (2026-10-${10 + (days % 9)}); check it at the store and update the date`,
});

describe('groupProblems', () => {
  it('treats problems that differ only in numbers, quoted values or list positions as one kind', () => {
    expect(problemKind(stale('a.md', 12))).toBe(problemKind(stale('b.md', 30)));
    expect(problemKind({ file: 'a.md', field: 'highlights.0', message: 'must be at most 120 characters' })).toBe(
      problemKind({ file: 'b.md', field: 'highlights.3', message: 'must be at most 120 characters' }),
    );
    expect(problemKind({ file: 'a.md', field: 'merchant', message: 'unknown merchant "Foo"' })).toBe(
      problemKind({ file: 'b.md', field: 'merchant', message: 'unknown merchant "Bar"' }),
    );
    expect(problemKind({ file: 'a.md', field: 'title', message: 'is required' })).not.toBe(
      problemKind({ file: 'a.md', field: 'summary', message: 'is required' }),
    );
  });

  it('keeps the first examples of each kind in order and counts the rest', () => {
    const problems = [...Array.from({ length: 9939 }, (_, i) => stale(`p${i}.md`, i % 40)), { file: 'x.md', field: 'title', message: 'is required' }];
    const groups = groupProblems(problems);
    expect(groups).toHaveLength(2);
    expect(groups[0]!.count).toBe(9939);
    expect(groups[0]!.examples.map((p) => p.file)).toEqual(['p0.md', 'p1.md', 'p2.md']);
    expect(groups[1]).toMatchObject({ count: 1, examples: [{ file: 'x.md' }] });
  });
});
