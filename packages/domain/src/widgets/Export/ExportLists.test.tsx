import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportList, type ExportJobSummary } from './ExportList';
import { ExportScheduleList, type ExportScheduleSummary } from './ExportScheduleList';

const jobs: ExportJobSummary[] = [
  { id: 3, report: 'credit_application', status: 'PENDING', created_at: '2026-11-20T14:05:00Z' },
  {
    id: 2,
    report: 'credit_application',
    status: 'COMPLETED',
    row_count: 1024,
    created_at: '2026-11-20T13:05:00Z',
  },
  {
    id: 1,
    report: 'credit_application',
    status: 'FAILED',
    error: 'Disk full.',
    created_at: '2026-11-20T12:05:00Z',
  },
];

const schedule: ExportScheduleSummary = {
  id: 4,
  report: 'credit_application',
  frequency: 'weekly',
  date_range: { kind: 'previous_month' },
  recipients: ['ops@example.com'],
  send_time: '07:00',
  paused: false,
  next_run_at: '2026-11-23T07:00:00Z',
  last_run_at: null,
};

const listActions = { onDelete: vi.fn(), onEdit: vi.fn(), onPausedChange: vi.fn() };

describe('ExportList', () => {
  it('offers Download for completed exports only', async () => {
    const onDownload = vi.fn();
    render(<ExportList exports={jobs} onDownload={onDownload} />);
    const table = screen.getByRole('grid', { name: 'Exports' });
    expect(within(table).getAllByRole('button', { name: /^Download/ })).toHaveLength(1);
    expect(within(table).getByRole('row', { name: /#1/ })).toHaveTextContent('Disk full.');
    await userEvent.click(
      within(table).getByRole('button', { name: 'Download Credit Applications export 2' }),
    );
    expect(onDownload).toHaveBeenCalledWith(jobs[1]);
  });

  it('says when there are none', () => {
    render(<ExportList exports={[]} onDownload={vi.fn()} />);
    expect(screen.getByText(/No exports yet/)).toBeVisible();
  });

  it('shows the error with Retry', async () => {
    const onRetry = vi.fn();
    render(<ExportList exports={[]} error="Offline." onRetry={onRetry} onDownload={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Offline.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ExportScheduleList', () => {
  it('shows each range as it was chosen, relative or fixed', () => {
    render(
      <ExportScheduleList
        schedules={[
          schedule,
          {
            ...schedule,
            id: 5,
            date_range: { kind: 'fixed', from: '2026-10-24', to: '2026-12-24' },
          },
          { ...schedule, id: 6, date_range: null },
        ]}
        {...listActions}
      />,
    );
    const table = screen.getByRole('grid', { name: 'Scheduled reports' });
    expect(within(table).getByRole('columnheader', { name: 'Date range' })).toBeVisible();
    expect(within(table).getByRole('row', { name: /#4/ })).toHaveTextContent('Previous month');
    expect(within(table).getByRole('row', { name: /#5/ })).toHaveTextContent(
      '24 Oct 2026 to 24 Dec 2026',
    );
    expect(within(table).getByRole('row', { name: /#6/ })).toHaveTextContent('All dates');
  });

  it('deletes a schedule only once confirmed', async () => {
    const onDelete = vi.fn();
    render(<ExportScheduleList schedules={[schedule]} {...listActions} onDelete={onDelete} />);
    const remove = screen.getByRole('button', { name: 'Delete schedule Credit Applications #4' });
    await userEvent.click(remove);
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Schedule' });
    expect(confirm).toHaveTextContent(
      'Stop emailing Credit Applications weekly to ops@example.com?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(onDelete).toHaveBeenCalledWith(4);
  });

  it('says when there are none', () => {
    render(<ExportScheduleList schedules={[]} {...listActions} />);
    expect(screen.getByText(/No scheduled reports/)).toBeVisible();
  });

  it('shows the send time and whether each schedule is paused', () => {
    render(
      <ExportScheduleList
        schedules={[schedule, { ...schedule, id: 5, send_time: '18:30', paused: true }]}
        {...listActions}
      />,
    );
    const table = screen.getByRole('grid', { name: 'Scheduled reports' });
    const active = within(table).getByRole('row', { name: /#4/ });
    expect(active).toHaveTextContent('07:00 UTC');
    expect(active).toHaveTextContent('Active');
    const paused = within(table).getByRole('row', { name: /#5/ });
    expect(paused).toHaveTextContent('18:30 UTC');
    expect(paused).toHaveTextContent('Paused');
    expect(paused).toHaveTextContent('None while paused');
  });

  it('pauses an active schedule and resumes a paused one with one press', async () => {
    const onPausedChange = vi.fn();
    render(
      <ExportScheduleList
        schedules={[schedule, { ...schedule, id: 5, paused: true }]}
        {...listActions}
        onPausedChange={onPausedChange}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Pause schedule Credit Applications #4' }),
    );
    expect(onPausedChange).toHaveBeenLastCalledWith(4, true);
    await userEvent.click(
      screen.getByRole('button', { name: 'Resume schedule Credit Applications #5' }),
    );
    expect(onPausedChange).toHaveBeenLastCalledWith(5, false);
  });

  it('opens a schedule for editing', async () => {
    const onEdit = vi.fn();
    render(<ExportScheduleList schedules={[schedule]} {...listActions} onEdit={onEdit} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit schedule Credit Applications #4' }),
    );
    expect(onEdit).toHaveBeenCalledWith(schedule);
  });
});
