import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIKE_FILTER_DELAY_MS, ReportFilters } from './ReportFilters';
import { storyFilterValues, storyFilters } from './reportStoryData';

function renderFilters(values = storyFilterValues, defaultExpanded?: boolean) {
  const onChange = vi.fn();
  const onReset = vi.fn();
  const view = render(
    <ReportFilters
      filters={storyFilters}
      values={values}
      onChange={onChange}
      onReset={onReset}
      defaultExpanded={defaultExpanded}
    />,
  );
  return { onChange, onReset, ...view };
}

afterEach(() => vi.useRealTimers());

describe('like filter', () => {
  it('sends the text once typing pauses for 350 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onChange } = renderFilters();
    await user.type(screen.getByRole('searchbox', { name: 'Merchant' }), 'bike');
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(LIKE_FILTER_DELAY_MS);
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ merchant: 'bike' });
  });

  it('takes a new value from outside, as after Reset', () => {
    const { rerender } = renderFilters({ ...storyFilterValues, merchant: 'bike' });
    expect(screen.getByRole('searchbox', { name: 'Merchant' })).toHaveValue('bike');
    rerender(
      <ReportFilters filters={storyFilters} values={storyFilterValues} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('searchbox', { name: 'Merchant' })).toHaveValue('');
  });
});

describe('checkbox and option filters', () => {
  it("sends 'true' for a ticked checkbox and the chosen option", async () => {
    const { onChange } = renderFilters();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Flagged only' }));
    expect(onChange).toHaveBeenLastCalledWith({ flagged: 'true' });
    await userEvent.click(screen.getByRole('radio', { name: 'Historic' }));
    expect(onChange).toHaveBeenLastCalledWith({ historic: 'true' });
  });

  it('keeps list filters in their section, which opens by keyboard', async () => {
    const { onChange } = renderFilters();
    const section = screen.getByRole('button', { name: /Statuses/ });
    expect(section).toHaveAttribute('aria-expanded', 'false');
    section.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Refunded' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: ['Paid', 'Pending', 'Refunded'] });
  });
});

describe('option lists', () => {
  async function openStatuses() {
    await userEvent.click(screen.getByRole('button', { name: /Statuses/ }));
    return screen.getByRole('group', { name: 'Status' });
  }

  it('chooses one option alone with one press of its "only"', async () => {
    const { onChange } = renderFilters();
    const statuses = await openStatuses();
    await userEvent.click(within(statuses).getByRole('button', { name: 'Only Refunded' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ status: ['Refunded'] });
  });

  it('chooses all or none of the options', async () => {
    const { onChange } = renderFilters();
    const statuses = await openStatuses();
    await userEvent.click(within(statuses).getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: ['Paid', 'Pending', 'Refunded'] });
    await userEvent.click(within(statuses).getByRole('button', { name: 'None' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: [] });
  });

  it('states whether its section is open', async () => {
    renderFilters();
    const section = screen.getByRole('button', { name: /Statuses/ });
    await userEvent.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('closed panel', () => {
  it('states the applied filters on one line, with no controls', () => {
    renderFilters({ ...storyFilterValues, merchant: 'bike', status: ['Pending'] }, false);
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(panel).toHaveTextContent(
      'Placed: 23/10/2026 – 23/12/2026 · Merchant: “bike” · Orders: Current · Status: Pending',
    );
    expect(screen.queryByRole('searchbox', { name: 'Merchant' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('opens with Edit filters and closes with Hide filters, keeping the focus on the toggle', async () => {
    renderFilters(storyFilterValues, false);
    await userEvent.click(screen.getByRole('button', { name: 'Edit filters' }));
    const hide = screen.getByRole('button', { name: 'Hide filters' });
    expect(hide).toHaveFocus();
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Merchant' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Edit filters' })).toHaveFocus();
    expect(screen.queryByRole('searchbox', { name: 'Merchant' })).not.toBeInTheDocument();
  });

  it('says so when no filter narrows the list', () => {
    render(
      <ReportFilters
        filters={storyFilters}
        values={{}}
        onChange={vi.fn()}
        defaultExpanded={false}
      />,
    );
    expect(screen.getByText('No filters applied')).toBeInTheDocument();
  });
});

describe('date range', () => {
  it('shows the range from its two values', () => {
    renderFilters();
    expect(screen.getByRole('group', { name: 'Placed' })).toHaveTextContent(
      /23\/10\/26.*23\/12\/26/,
    );
  });
});

describe('hidden filters and buttons', () => {
  it('shows no control for a hidden filter', () => {
    renderFilters();
    expect(screen.queryByText('lender_id')).not.toBeInTheDocument();
  });

  it('calls Reset', async () => {
    const { onReset } = renderFilters();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalled();
  });
});
