import { describe, expect, it } from 'vitest';
import { scheduleSendTimeLabel, scheduleSendTimeProblem } from './scheduleSendTime';

describe('scheduleSendTimeProblem', () => {
  it.each(['00:00', '07:00', '23:59'])('accepts %s', (time) => {
    expect(scheduleSendTimeProblem(time)).toBeNull();
  });

  it.each(['7:00', '24:00', '07:60', '07:00:00', ''])('refuses %j', (time) => {
    expect(scheduleSendTimeProblem(time)).toBe(
      'Enter a time as HH:MM (24-hour clock), e.g. 07:00.',
    );
  });
});

describe('scheduleSendTimeLabel', () => {
  it('says the time is UTC', () => {
    expect(scheduleSendTimeLabel('07:00')).toBe('07:00 UTC');
  });
});
