import { describe, expect, it } from 'vitest';
import { daysLeft, dealEndsAt, isExpired, storeDay } from '../../src/content/expiry.ts';

// An editor's last day, as the checker reads `expiresAt: 2026-11-27`.
const lastDay = new Date('2026-11-27T00:00:00Z');

describe('a deal lasts through its last day in Brasília', () => {
  it('ends at midnight there, 03:00 UTC of the next day', () => {
    expect(dealEndsAt(lastDay).toISOString()).toBe('2026-11-28T03:00:00.000Z');
    // 22:30 in Brasília on its last day (01:30 UTC of the next): still live, and still its last day.
    expect(isExpired(lastDay, new Date('2026-11-28T01:30:00Z'))).toBe(false);
    expect(daysLeft(lastDay, new Date('2026-11-28T01:30:00Z'))).toBe(0);
    expect(isExpired(lastDay, new Date('2026-11-28T03:00:00Z'))).toBe(true);
    expect(daysLeft(lastDay, new Date('2026-11-28T03:00:00Z'))).toBe(-1);
  });

  it('is ended exactly when the checker counts its last day as past, at every hour around it', () => {
    for (let hour = -30; hour <= 30; hour++) {
      const now = new Date(dealEndsAt(lastDay).getTime() + hour * 60 * 60 * 1000);
      expect(isExpired(lastDay, now), now.toISOString()).toBe(daysLeft(lastDay, now) < 0);
    }
  });
});

describe('storeDay', () => {
  it('is the day in Brasília: until 03:00 UTC, still the day before', () => {
    expect(storeDay(new Date('2026-11-28T02:59:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(storeDay(new Date('2026-11-28T03:00:00Z')).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(storeDay(new Date('2027-01-01T01:00:00Z')).toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });
});
