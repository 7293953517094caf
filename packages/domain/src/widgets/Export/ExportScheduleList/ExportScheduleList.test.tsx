import { makeExportSchedule } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportScheduleList } from './ExportScheduleList';

const schedule = makeExportSchedule({
  id: 4,
  date_range: { kind: 'previous_month' },
  recipients: ['ops@example.com'],
  send_time: '07:00',
});

const listActions = { onDelete: vi.fn(), onEdit: vi.fn(), onPausedChange: vi.fn() };

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
    const table = screen.getByRole('table', { name: 'Scheduled reports' });
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
    const table = screen.getByRole('table', { name: 'Scheduled reports' });
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
