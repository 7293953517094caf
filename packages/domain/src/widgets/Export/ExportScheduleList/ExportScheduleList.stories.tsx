import { makeExportSchedule } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ExportScheduleList } from './ExportScheduleList';

const storySchedules = [
  makeExportSchedule({
    id: 3,
    send_time: '07:00',
    next_run_at: '2026-11-23T07:00:00Z',
    last_run_at: '2026-11-16T06:00:00Z',
  }),
  makeExportSchedule({
    id: 2,
    frequency: 'daily',
    date_range: { kind: 'fixed', from: '2026-10-24', to: '2026-12-24' },
    recipients: [
      'underwriting.team.leads@northbank-finance.example.com',
      'risk-and-compliance-reporting@northbank-finance.example.com',
      'ops@example.com',
    ],
    paused: true,
    next_run_at: '2026-11-21T06:00:00Z',
  }),
];

const meta = {
  title: 'Domain/Export/ExportScheduleList',
  component: ExportScheduleList,
  tags: ['autodocs'],
  args: {
    schedules: storySchedules,
    onDelete: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onPausedChange: fn(),
  },
} satisfies Meta<typeof ExportScheduleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DeleteConfirmation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete schedule Credit Applications #3' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Schedule' });
    await expect(confirm).toHaveTextContent(
      'Stop emailing Credit Applications weekly to vera.jones@example.com?',
    );
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Deleted: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete schedule Credit Applications #3' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Schedule' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
  },
};

export const Deleting: Story = { args: { deletingId: 2 } };

export const PauseAndResume: Story = {
  play: async ({ args, canvas }) => {
    const paused = canvas.getByRole('row', { name: /#2/ });
    await expect(paused).toHaveTextContent('Paused');
    await expect(paused).toHaveTextContent('06:00 UTC');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Pause schedule Credit Applications #3' }),
    );
    await expect(args.onPausedChange).toHaveBeenLastCalledWith(3, true);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Resume schedule Credit Applications #2' }),
    );
    await expect(args.onPausedChange).toHaveBeenLastCalledWith(2, false);
  },
};

export const Pausing: Story = { args: { pausingId: 3 } };

export const EditPressed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit schedule Credit Applications #3' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  },
};

export const Loading: Story = { args: { schedules: [], isLoading: true } };

export const Empty: Story = {
  args: { schedules: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No scheduled reports/)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'The server could not be reached. Check your connection and try again.' },
};
