import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('shows the date day, month, year', () => {
    render(<DatePicker label="Date" defaultValue={parseDate('2026-01-05')} />);
    expect(screen.getByRole('group', { name: 'Date' })).toHaveTextContent('05/01/26');
  });

  it('shows the full year while the year is being edited', async () => {
    render(<DatePicker label="Date" defaultValue={parseDate('2026-01-05')} />);
    const year = screen.getByRole('spinbutton', { name: /year/ });
    await userEvent.click(year);
    expect(year).toHaveTextContent('2026');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    expect(screen.getByRole('group', { name: 'Date' })).toHaveTextContent('05/01/27');
  });

  it('opens a calendar whose week starts on Monday', async () => {
    render(<DatePicker label="Date" defaultValue={parseDate('2026-11-04')} />);
    await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
    const grid = await screen.findByRole('grid');
    // react-aria hides the narrow day names from assistive technology: read them as text.
    const dayNames = Array.from(grid.querySelectorAll('th'), (cell) => cell.textContent);
    expect(dayNames).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
  });

  it('reports the chosen date', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Date" defaultValue={parseDate('2026-11-04')} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
    await userEvent.click(
      await screen.findByRole('button', { name: /November 10, 2026|10 November 2026/ }),
    );
    expect(onChange).toHaveBeenCalledWith(parseDate('2026-11-10'));
  });

  describe('disallowFuture', () => {
    // A fixed today (a Tuesday mid-month) keeps the calendar's cells the same whatever day the
    // suite runs: day numbers then appear once in the grid and tomorrow is in the same month.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-24T12:00:00'));
    });
    afterEach(() => vi.useRealTimers());

    it('makes days after today unavailable, without being asked', async () => {
      const now = today(getLocalTimeZone());
      render(<DatePicker label="Date" defaultValue={now} />);
      await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
      const grid = await screen.findByRole('grid');
      const tomorrow = now.add({ days: 1 });
      expect(within(grid).getByText(String(tomorrow.day))).toHaveAttribute('aria-disabled', 'true');
      const todayCell = within(grid).getByText(String(now.day));
      expect(todayCell).not.toHaveAttribute('aria-disabled', 'true');
    });

    it('offers days after today when set to false', async () => {
      const now = today(getLocalTimeZone());
      render(<DatePicker label="Date" defaultValue={now} disallowFuture={false} />);
      await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
      const grid = await screen.findByRole('grid');
      const tomorrow = now.add({ days: 1 });
      expect(within(grid).getByText(String(tomorrow.day))).not.toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
  });
});
