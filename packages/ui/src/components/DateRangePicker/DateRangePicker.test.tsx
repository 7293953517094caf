import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './DateRangePicker';
import { shortcutRange } from './dateShortcuts';

describe('shortcutRange', () => {
  const end = parseDate('2026-11-22');
  it.each([
    ['Last 7 Days', '2026-11-16'],
    ['Last 30 Days', '2026-10-24'],
    ['Last 12 Months', '2025-11-23'],
  ] as const)('%s ends today and starts on %s', (label, start) => {
    expect(shortcutRange(label, end)).toEqual({ start: parseDate(start), end });
  });
});

describe('DateRangePicker', () => {
  it('shows both dates day, month, year', () => {
    render(
      <DateRangePicker
        label="Date"
        defaultValue={{ start: parseDate('2026-10-22'), end: parseDate('2026-12-22') }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Date' })).toHaveTextContent(/22\/10\/26.*22\/12\/26/);
  });

  describe('the no-future limit', () => {
    // A fixed today (a Tuesday mid-month) keeps the calendar's cells the same whatever day the
    // suite runs: day numbers then appear once in the grid and tomorrow is in the same month.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-24T12:00:00'));
    });
    afterEach(() => vi.useRealTimers());

    it('keeps a range ending after today (a default one month ahead) valid, as given', () => {
      const now = today(getLocalTimeZone());
      render(
        <DateRangePicker
          label="Date"
          value={{ start: now.subtract({ months: 1 }), end: now.add({ months: 1 }) }}
        />,
      );
      expect(screen.getByRole('group', { name: 'Date' })).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('group', { name: 'Date' }).closest('[data-invalid]')).toBeNull();
    });

    it('offers no day after the end of a range that ends today', async () => {
      const now = today(getLocalTimeZone());
      render(<DateRangePicker label="Date" defaultValue={{ start: now, end: now }} />);
      await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
      const tomorrow = now.add({ days: 1 });
      const grid = await screen.findByRole('grid');
      expect(within(grid).getByText(String(tomorrow.day))).toHaveAttribute('aria-disabled', 'true');
      expect(within(grid).getByText(String(now.day))).not.toHaveAttribute('aria-disabled', 'true');
    });
  });

  describe('hasShortcuts', () => {
    it('sets the range ending today from a shortcut', async () => {
      const onChange = vi.fn();
      render(<DateRangePicker label="Date" onChange={onChange} />);
      await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
      await userEvent.click(await screen.findByRole('button', { name: 'Last 30 Days' }));
      const end = today(getLocalTimeZone());
      expect(onChange).toHaveBeenCalledWith({ start: end.subtract({ days: 29 }), end });
    });

    it('can be left out', async () => {
      render(<DateRangePicker label="Date" hasShortcuts={false} />);
      await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
      await screen.findByRole('grid');
      expect(screen.queryByRole('button', { name: 'Last 7 Days' })).not.toBeInTheDocument();
    });
  });
});
