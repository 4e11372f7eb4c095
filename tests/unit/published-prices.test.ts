/** The published-prices record: what a deploy appends, the months a build reads, the size cap, and the summary a page shows. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_FILE_BYTES, readRecord } from '../../src/content/published-prices.ts';
import { validateCatalog } from '../../src/content/validate.ts';
import { priceSummary, publishedPricePoints, readPriceHistory } from '../../src/lib/price-history.ts';
import { markMistake, recordDeploy } from '../../tools/published-prices/record.ts';
import { catalogRepo as repoIn, DAY, daysAgo, git, NOW, series } from './price-history-repo.ts';

let root: string;
const catalogRepo = (name: string) => repoIn(root, name);

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'record-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the record', () => {
  it('records only changes, a deal that left the site, and refuses a clock behind the record', () => {
    const c = catalogRepo('changes');
    c.commit({ a: '10', b: '20' }, daysAgo(5));
    c.deploy(daysAgo(5, 6));
    c.deploy(daysAgo(4, 6));
    git(c.repo, ['rm', '-q', 'content/products/pt/b.md']);
    c.commit({ a: '9.5' }, daysAgo(3));
    c.deploy(daysAgo(3, 6));
    const text = readFileSync(path.join(c.record, '2026-11.tsv'), 'utf8');
    expect(text.split('\n').filter((l) => l && !l.startsWith('#') && !l.startsWith('@'))).toEqual(['a\t10', 'b\t20', 'a\t9.5', 'b\t-']);
    expect(c.history().has('b')).toBe(false);
    // A checkout with Windows line endings reads the same.
    const before = series(c.history().get('a'));
    writeFileSync(path.join(c.record, '2026-11.tsv'), text.replaceAll('\n', '\r\n'));
    expect(readRecord(c.record)?.problems).toEqual([]);
    expect(series(c.history().get('a'))).toEqual(before);
    expect(() => recordDeploy(c.record, daysAgo(4), 'late', new Map([['a', 1]]))).toThrow(/clock of this machine is behind/);
  });

  it('never reads a file over the cap, and content:check refuses it naming the limit', async () => {
    const c = catalogRepo('cap');
    c.commit({ a: '10' }, daysAgo(5));
    c.deploy(daysAgo(5, 6));
    writeFileSync(path.join(c.record, '2026-10.tsv'), Buffer.alloc(MAX_RECORD_FILE_BYTES + 1, '#'));
    const record = readRecord(c.record)!;
    expect(record.files).toBe(1);
    expect(record.problems[0]?.message).toMatch(/over the 24 MB a record file may hold \(MAX_RECORD_FILE_BYTES\)/);
    const report = await validateCatalog(path.join(c.repo, 'content'), { now: NOW });
    expect(report.errors.filter((e) => e.file.includes('/published-prices/')).map((e) => `${e.file}: ${e.message}`)).toEqual([
      expect.stringMatching(/published-prices\/2026-10\.tsv: is 24\.0 MB, over the 24 MB/),
    ]);
  });

  it('a build reads only the months its window needs, from the snapshot that starts each month', () => {
    const dir = path.join(root, 'months');
    // A deploy on the 2nd of each month for a year, each repricing the deal; another deal never repriced.
    for (let month = 0; month < 12; month++) {
      recordDeploy(
        dir,
        new Date(Date.UTC(2025, 11 + month, 2, 6)),
        `m${month}`,
        new Map([
          ['a', 100 + month],
          ['b', 50],
        ]),
      );
    }
    expect(readdirSync(dir)).toHaveLength(12);
    const whole = readPriceHistory(dir, NOW).history;
    // Remove the months before the window's (August 22): nothing the build shows changes.
    for (const name of readdirSync(dir)) if (name < '2026-08.tsv') rmSync(path.join(dir, name));
    const read = readPriceHistory(dir, NOW);
    expect(read.problems).toEqual([]);
    expect(series(read.history.get('a'))).toEqual(series(whole.get('a')?.slice(-6)));
    expect(series(read.history.get('b'))).toEqual([[new Date(Date.UTC(2025, 11, 2, 6)).toISOString(), 50]]);
    for (const price of [111, 108]) expect(priceSummary(read.history.get('a'), price, NOW)).toEqual(priceSummary(whole.get('a'), price, NOW));
    // A mark of a price the snapshot carries still takes it out.
    markMistake(dir, 'a', new Date(Date.UTC(2026, 9, 2, 6)), NOW);
    expect(
      readPriceHistory(dir, NOW)
        .history.get('a')
        ?.map((p) => p.price),
    ).toEqual([106, 107, 108, 109, 111]);
  });

  it('gives each product page its points as plain values to hash', () => {
    const c = catalogRepo('points');
    c.commit({ a: '10' }, daysAgo(5));
    c.deploy(daysAgo(5, 6));
    c.commit({ a: '8' }, daysAgo(2));
    c.deploy(daysAgo(2, 6));
    const points = publishedPricePoints(c.history(), 'a', NOW);
    expect(points).toEqual([
      [daysAgo(5, 6).toISOString(), 10],
      [daysAgo(2, 6).toISOString(), 8],
    ]);
    expect(JSON.parse(JSON.stringify(points))).toEqual(points);
    expect(publishedPricePoints(c.history(), 'a', daysAgo(3))).toEqual([[daysAgo(5, 6).toISOString(), 10]]);
    expect(publishedPricePoints(c.history(), 'unknown', NOW)).toEqual([]);
  });
});

describe('priceSummary', () => {
  const points = (...pairs: [number, number][]) => pairs.map(([days, price]) => ({ date: new Date(NOW.getTime() - days * DAY), price }));

  it('summarises the 90-day low, the last change, the badge and a recent drop', () => {
    const fone = priceSummary(points([200, 300], [100, 250], [60, 280], [3, 199]), 199, NOW)!;
    // 250 was in effect when the window opened (changed 100 days ago), then 280, then 199.
    expect(fone.low).toBe(199);
    expect(fone.lowestNow).toBe(true);
    expect(fone.lastChange).toEqual(new Date(Date.UTC(2026, 10, 17)));
    expect(fone.drop).toEqual({ from: 280, date: new Date(NOW.getTime() - 3 * DAY) });
    // A price above the window's low gets no badge; a price this build publishes is charted as today's point.
    const up = priceSummary(points([200, 300], [100, 250], [60, 280], [3, 199]), 260, NOW)!;
    expect(up.low).toBe(199);
    expect(up.lowestNow).toBe(false);
    expect(up.points.at(-1)).toEqual({ date: NOW, price: 260 });
    // A product never repriced has nothing to show.
    expect(priceSummary(points([1, 10]), 10, NOW)).toBeUndefined();
    expect(priceSummary(undefined, 10, NOW)).toBeUndefined();
  });

  it("dates the last change by the stores' day: a drop published at 22:40 in Brasília happened that day", () => {
    const summary = priceSummary(
      [
        { date: new Date('2026-11-01T12:00:00Z'), price: 1000 },
        { date: new Date('2026-11-20T22:40:00-03:00'), price: 900 },
      ],
      900,
      new Date('2026-11-21T12:00:00Z'),
    )!;
    expect(summary.lastChange).toEqual(new Date('2026-11-20T00:00:00Z'));
  });
});
