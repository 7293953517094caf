import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatRelativeTime, RelativeTime } from './RelativeTime';

const now = new Date('2026-11-22T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [0, 'now'],
    [30, '30 seconds ago'],
    [180, '3 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [86400, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [14 * 86400, '2 weeks ago'],
    [90 * 86400, '3 months ago'],
    [800 * 86400, '2 years ago'],
  ])('shows %i seconds ago as "%s"', (seconds, text) => {
    expect(formatRelativeTime(before(seconds), now)).toBe(text);
  });

  it('speaks of the future too', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 2 * 86400_000), now)).toBe('in 2 days');
  });
});

describe('formatDateTime', () => {
  it('uses dd/MM/yy HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7, 3))).toBe('05/01/26 09:07:03');
  });
});

describe('RelativeTime', () => {
  beforeEach(() => vi.useFakeTimers({ now }));
  afterEach(() => vi.useRealTimers());

  it('renders a time element with the exact instant', () => {
    render(<RelativeTime value={before(120).toISOString()} />);
    const time = screen.getByText('2 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', before(120).toISOString());
  });

  describe('updateEvery', () => {
    it('keeps the text true as time passes', () => {
      render(<RelativeTime value={before(50)} updateEvery={1000} />);
      expect(screen.getByText('50 seconds ago')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(15_000);
      });
      expect(screen.getByText('1 minute ago')).toBeInTheDocument();
    });
  });

  it('shows N/A for a value that is not a date', () => {
    render(<RelativeTime value="nonsense" />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });
});
