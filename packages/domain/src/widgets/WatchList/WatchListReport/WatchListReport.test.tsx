import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WatchListReport, type WatchListReportProps } from './WatchListReport';

const rows: WatchListReportProps['rows'] = [
  {
    fraud_watch_list_id: 3,
    start_time: '2026-10-02T09:15:42Z',
    end_time: null,
    item_count: 1200,
    enabled: true,
  },
  {
    fraud_watch_list_id: 2,
    start_time: '2026-09-01T08:00:00Z',
    end_time: '2026-10-02T09:15:42Z',
    item_count: 64,
    enabled: false,
  },
];

function renderReport(props: Partial<WatchListReportProps> = {}) {
  const handlers = {
    onFiltersChange: vi.fn(),
    onOrderChange: vi.fn(),
    onPageChange: vi.fn(),
    onPerPageChange: vi.fn(),
    onDownload: vi.fn(),
  };
  render(
    <WatchListReport
      rows={rows}
      total={2}
      page={1}
      perPage={25}
      order={null}
      filterValues={{}}
      watchListHref={(id) => `/watch-list/${id}/`}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('WatchListReport', () => {
  it('shows the spec columns, dates as dd/MM/yy HH:mm:ss, and names the enabled list', () => {
    renderReport();
    const table = screen.getByRole('table', { name: 'Watch Lists' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(
      expect.arrayContaining(['Watch List ID', 'Start Time', 'End Time', 'Item Count', 'Download']),
    );
    // Bold shows in the story's screenshot; here the enabled list says so in words too.
    expect(within(table).getByRole('rowheader', { name: '3, enabled' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '2' })).toBeInTheDocument();
    const older = within(table).getByRole('row', { name: /^2/ });
    expect(older).toHaveTextContent(/\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d/);
    expect(older).toHaveTextContent('64');
    expect(within(table).getByRole('row', { name: /^3/ })).toHaveTextContent('1,200');
  });

  it('links each Watch List ID to the list and downloads a list with Download', async () => {
    const { onDownload } = renderReport();
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute('href', '/watch-list/2/');
    await userEvent.click(screen.getByRole('button', { name: 'Download watch-list-2.csv' }));
    expect(onDownload).toHaveBeenCalledWith(2);
  });

  it('offers the dates filter only: no Reset and no export', () => {
    renderReport();
    expect(screen.getByRole('group', { name: 'Start Time' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('orders by a column when its header is pressed', async () => {
    const { onOrderChange } = renderReport();
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: 'Item Count' })).getByRole('button'),
    );
    expect(onOrderChange).toHaveBeenCalledWith({ column: 'item_count', direction: 'ascending' });
  });
});
