/**
 * The clock sanity check (src/content/check/clock.ts): content:check, and so the build, which prints its
 * report, says so plainly when the machine's clock would end or not yet start most deals at once, leaves
 * the catalog months behind it, or lies before the newest commit.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLOCK_SUSPECT_GAP_DAYS, clockProblems, type DealDates } from '../../src/content/check/clock.ts';
import { addDays } from '../../src/content/days.ts';

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const noon = (text: string) => new Date(`${text}T15:00:00Z`);

/** Ten deals checked up to 2026-11-20, eight of them ending over the next months. */
const deals: DealDates[] = Array.from({ length: 10 }, (_, i) => ({
  publishedAt: day('2026-11-01'),
  priceCheckedAt: addDays(day('2026-11-11'), i),
  expiresAt: i < 8 ? addDays(day('2026-12-01'), 20 * i) : undefined,
}));

describe('clockProblems', () => {
  it('is silent on a right clock, a few deals ending included', () => {
    expect(clockProblems(deals, noon('2026-11-22'))).toEqual([]);
    expect(clockProblems(deals, noon('2026-12-25'))).toEqual([]);
  });

  it('names a clock a year ahead: most deals would end at once', () => {
    expect(clockProblems(deals, noon('2027-11-22'))).toEqual([
      expect.stringMatching(
        /^this machine's clock says today is 2027-11-22, 367 days after the newest date in the catalog \(2026-11-20, .*\): 8 of the 10 deals live that day would show as ended at once; if that is not what happened, check the machine's clock/,
      ),
    ]);
  });

  it('names a clock far ahead of a catalog whose deals have no end date', () => {
    const open = deals.map((d) => ({ ...d, expiresAt: undefined }));
    expect(clockProblems(open, noon('2027-11-22'))).toEqual([
      expect.stringMatching(/367 days after the newest date in the catalog .*check the machine's clock/),
    ]);
    expect(clockProblems(open, addDays(noon('2026-11-20'), CLOCK_SUSPECT_GAP_DAYS))).toEqual([]);
  });

  it('names a clock behind the catalog and behind the newest commit', () => {
    expect(clockProblems(deals, noon('2025-11-22'), { date: new Date('2026-11-21T10:00:00Z'), hash: 'abc1234' })).toEqual([
      expect.stringMatching(/^this machine's clock says today is 2025-11-22, before the publishedAt or priceCheckedAt of 10 of the 10 deals/),
      expect.stringMatching(
        /^this machine's clock says today is 2025-11-22, before the newest commit \(abc1234, 2026-11-21T10:00:00.000Z\); check the machine's clock/,
      ),
    ]);
    expect(clockProblems(deals, noon('2026-11-22'), { date: new Date('2026-11-21T10:00:00Z'), hash: 'abc1234' })).toEqual([]);
  });
});

describe('content:check with the clock a year ahead', { timeout: 30_000 }, () => {
  // The whole process runs a year ahead, as on a machine whose clock is wrong: Date.now() and new Date().
  const yearAhead =
    'data:text/javascript,const D=Date;const off=365*864e5;globalThis.Date=class extends D{constructor(...a){super(...(a.length?a:[D.now()+off]))}static now(){return D.now()+off}}';
  const run = (args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', CONTENT_DIR: 'tests/fixtures/catalogs/good' };
    delete env.CONTENT_CHECK_TODAY;
    delete env.FORCE_COLOR;
    return spawnSync(process.execPath, [...args, 'scripts/content-check.ts'], { env, encoding: 'utf8' });
  };

  // The right clock's silence is the pure tests' (above): a real clock meets a fixed catalog at a different distance every day.
  it('says so plainly and asks to check the clock', () => {
    const ahead = run(['--import', yearAhead]);
    expect(ahead.stdout).toMatch(/^Check the clock: the dates this machine gives look wrong for this catalog:$/m);
    expect(ahead.stdout).toMatch(
      /this machine's clock says today is \d{4}-\d\d-\d\d, \d+ days after the newest date in the catalog \(\d{4}-\d\d-\d\d, .*check the machine's clock/,
    );
  });
});
