import { describe, expect, it } from 'vitest';
import {
  formatQueueAge,
  isStandardQueueStatus,
  newWorkQueueProblems,
  queueAgeMs,
  queueStatusPattern,
  serviceLevelColour,
  serviceLevelLabels,
  serviceLevelProblems,
  serviceLevelTones,
} from './workQueues';

const hour = 3_600_000;
const level = { amber_after_hours: 4, red_after_hours: 24 };

describe('queueAgeMs', () => {
  it('counts from the moment the item entered its status', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(queueAgeMs('2026-11-28T09:30:00Z', now)).toBe(2.5 * hour);
  });

  it('reads 0 for an entry a little ahead of the clock', () => {
    expect(queueAgeMs('2026-11-28T12:00:05Z', new Date('2026-11-28T12:00:00Z'))).toBe(0);
  });
});

describe('serviceLevelColour', () => {
  it.each([
    [0, 'green'],
    [4 * hour - 1, 'green'],
    [4 * hour, 'amber'],
    [24 * hour - 1, 'amber'],
    [24 * hour, 'red'],
    [100 * hour, 'red'],
  ] as const)('an item %i ms old is %s against 4 h / 24 h', (age, colour) => {
    expect(serviceLevelColour(age, level)).toBe(colour);
  });

  it('has words and a tone for every colour, so colour is never the only sign', () => {
    expect(serviceLevelLabels).toEqual({
      green: 'Within service level',
      amber: 'Nearing service level',
      red: 'Over service level',
    });
    expect(serviceLevelTones).toEqual({ green: 'positive', amber: 'caution', red: 'critical' });
  });
});

describe('formatQueueAge', () => {
  it.each([
    [30_000, 'under a minute'],
    [45 * 60_000, '45 min'],
    [3 * hour, '3 h'],
    [3 * hour + 20 * 60_000, '3 h 20 min'],
    [48 * hour, '2 d'],
    [52 * hour + 59 * 60_000, '2 d 4 h'],
  ])('reads %i ms as %s', (age, text) => {
    expect(formatQueueAge(age)).toBe(text);
  });
});

describe('serviceLevelProblems', () => {
  it('accepts whole hours with red after amber', () => {
    expect(serviceLevelProblems(level)).toEqual({});
  });

  it('asks for red later than amber', () => {
    expect(serviceLevelProblems({ amber_after_hours: 8, red_after_hours: 8 })).toEqual({
      red_after_hours: 'Red must come later than amber.',
    });
  });

  it('refuses hours that are not whole, below 1 or beyond a year', () => {
    expect(serviceLevelProblems({ amber_after_hours: 0.5, red_after_hours: 9000 })).toEqual({
      amber_after_hours: 'Enter a whole number of hours from 1 to 8760.',
      red_after_hours: 'Enter a whole number of hours from 1 to 8760.',
    });
  });
});

describe('queue statuses', () => {
  it('keeps REFER and INSPECT as the standard queues', () => {
    expect(isStandardQueueStatus('REFER')).toBe(true);
    expect(isStandardQueueStatus('INSPECT')).toBe(true);
    expect(isStandardQueueStatus('ACTION-LENDER')).toBe(false);
  });

  it('takes statuses in capitals with digits, - and _', () => {
    expect(queueStatusPattern.test('ACTION-LENDER')).toBe(true);
    expect(queueStatusPattern.test('refer')).toBe(false);
    expect(queueStatusPattern.test('')).toBe(false);
  });
});

describe('newWorkQueueProblems', () => {
  const northbridge = { lender_id: 2, display_name: 'Northbridge Finance' };
  const existing = [{ lender: northbridge, status: 'REFER' }];
  const queue = { lender_id: 2, status: 'ACTION-LENDER', ...level };

  it('accepts a status of the specification that the lender has no queue for', () => {
    expect(newWorkQueueProblems(queue, existing)).toEqual({});
  });

  it('asks for a lender and a status of the specification', () => {
    expect(newWorkQueueProblems({ ...queue, lender_id: null, status: 'WAITING' })).toEqual({
      lender_id: 'Choose a lender.',
      status: 'Choose one of the application statuses.',
    });
  });

  it("names the lender's queue that already exists", () => {
    expect(newWorkQueueProblems({ ...queue, status: 'REFER' }, existing)).toEqual({
      status: 'Northbridge Finance already has a queue for REFER.',
    });
  });

  it('checks the service level as a change of it does', () => {
    expect(newWorkQueueProblems({ ...queue, red_after_hours: 2 }, existing)).toEqual({
      red_after_hours: 'Red must come later than amber.',
    });
  });
});
