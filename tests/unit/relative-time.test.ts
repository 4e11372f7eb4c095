import { describe, expect, it } from 'vitest';
import { daysFrom } from '../../src/content/days.ts';
import { useTranslations } from '../../src/i18n/index.ts';
import { URGENT_HOURS, isUrgent, localDay, relativeDays } from '../../src/lib/relative-time.ts';

describe('daysFrom', () => {
  const today = new Date('2026-11-23T15:30:00Z');

  it('counts whole UTC calendar days, whatever the hour', () => {
    expect(daysFrom(today, new Date('2026-11-23T00:00:00Z'))).toBe(0);
    expect(daysFrom(today, new Date('2026-11-21T00:00:00Z'))).toBe(-2);
    expect(daysFrom(today, new Date('2026-11-26T00:00:00Z'))).toBe(3);
    expect(daysFrom(new Date('2026-11-23T23:59:00Z'), new Date('2026-11-24T00:00:00Z'))).toBe(1);
  });

  it('crosses months and years', () => {
    expect(daysFrom(new Date('2026-12-30T10:00:00Z'), new Date('2027-01-02T00:00:00Z'))).toBe(3);
  });
});

describe('localDay', () => {
  it('is the calendar date in the time zone the code runs in, as that date at UTC midnight', () => {
    // Built from local parts, so this holds in any zone the tests run in.
    const evening = new Date(2026, 10, 27, 22, 30);
    expect(localDay(evening).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(localDay(new Date(2026, 11, 31, 0, 5)).toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });
});

describe('relativeDays', () => {
  it('says days in Portuguese and English, with words for today, yesterday and tomorrow', () => {
    const [pt, en] = [useTranslations('pt').days, useTranslations('en').days];
    expect(relativeDays(-3, pt)).toBe('há 3 dias');
    expect(relativeDays(-2, pt)).toBe('há 2 dias');
    expect(relativeDays(-1, pt)).toBe('ontem');
    expect(relativeDays(0, pt)).toBe('hoje');
    expect(relativeDays(3, pt)).toBe('em 3 dias');
    expect(relativeDays(-2, en)).toBe('2 days ago');
    expect(relativeDays(1, en)).toBe('tomorrow');
    expect(relativeDays(3, en)).toBe('in 3 days');
  });
});

describe('isUrgent', () => {
  const endsAt = Date.parse('2026-12-03T03:00:00Z');
  it('marks a deal urgent in its last 48 hours, and not before or after its end', () => {
    expect(isUrgent(endsAt, new Date(endsAt - 49 * 3_600_000))).toBe(false);
    expect(isUrgent(endsAt, new Date(endsAt - URGENT_HOURS * 3_600_000))).toBe(true);
    expect(isUrgent(endsAt, new Date(endsAt - 60_000))).toBe(true);
    expect(isUrgent(endsAt, new Date(endsAt))).toBe(false);
  });
});
