import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs every test of the enclosing suite on `day`, for tests whose expectations depend on the
 * calendar (docs/adr/0078). Only `Date` is faked, so the timers Testing Library and user-event
 * wait on still run. Call it before the suite's own `beforeEach`, which then sees the fixed day.
 */
export function runOnDay(day: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(day) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
