/** What is kept between pages (src/lib/model/build-lifetime.ts): for the whole build, or a moment in dev. */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function lifetime(dev: boolean) {
  vi.resetModules();
  vi.stubEnv('DEV', dev);
  return import('../../src/lib/model/build-lifetime.ts');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('kept values', () => {
  it('are made once for the whole build', async () => {
    vi.useFakeTimers();
    const { keptBy, keptOnce } = await lifetime(false);
    const make = vi.fn(() => ({}));
    const once = keptOnce(make);
    const first = once();
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(once()).toBe(first);
    const byKey = keptBy<string, object>();
    expect(byKey('a', make)).toBe(byKey('a', make));
    expect(byKey('b', make)).not.toBe(byKey('a', make));
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('last a moment on the dev server, so the next request sees edited files', async () => {
    vi.useFakeTimers();
    const { keptOnce } = await lifetime(true);
    const once = keptOnce(() => ({}));
    const first = once();
    expect(once()).toBe(first);
    vi.advanceTimersByTime(5000);
    expect(once()).not.toBe(first);
  });

  it('are dropped on the dev server when its content data changes, even within the moment', async () => {
    vi.useFakeTimers();
    const { contentChanged, keptBy, keptOnce } = await lifetime(true);
    const once = keptOnce(() => ({}));
    const byKey = keptBy<string, object>();
    const first = once();
    const firstA = byKey('a', () => ({}));
    contentChanged();
    expect(once()).not.toBe(first);
    expect(byKey.peek('a')).toBeUndefined();
    expect(byKey('a', () => ({}))).not.toBe(firstA);
  });
});
