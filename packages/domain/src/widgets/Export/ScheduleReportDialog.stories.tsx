import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { creditApplicationExportFields } from '../../model/exportReports';
import { ScheduleReportDialog } from './ScheduleReportDialog';

const meta = {
  title: 'Domain/Export/ScheduleReportDialog',
  component: ScheduleReportDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    reportName: 'Credit Applications',
    fields: creditApplicationExportFields,
    defaultRecipients: ['vera.jones@example.com'],
    defaultDateRange: { kind: 'last_30_days' },
    state: { step: 'form' },
    onSchedule: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ScheduleReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Schedule as Report' });

export const Form: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await expect(within(form).getByRole('textbox', { name: 'Recipients' })).toHaveValue(
      'vera.jones@example.com',
    );
    await userEvent.click(within(form).getByRole('radio', { name: 'Daily' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    await expect(args.onSchedule).toHaveBeenCalledWith(
      expect.objectContaining({ frequency: 'daily', recipients: ['vera.jones@example.com'] }),
    );
  },
};

/** Dates the user picked on the list are offered as fixed; the relative ranges beside them. */
export const PickedDates: Story = {
  args: { defaultDateRange: { kind: 'fixed', from: '2026-10-24', to: '2026-12-24' } },
  play: async ({ args }) => {
    const form = await dialog();
    const ranges = within(form).getByRole('radiogroup', { name: 'Date range' });
    await expect(
      within(ranges).getByRole('radio', { name: 'Fixed: 24 Oct 2026 to 24 Dec 2026' }),
    ).toBeChecked();
    await userEvent.click(within(ranges).getByRole('radio', { name: 'Last 7 days' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    await expect(args.onSchedule).toHaveBeenCalledWith(
      expect.objectContaining({ dateRange: { kind: 'last_7_days' } }),
    );
  },
};

export const InvalidRecipients: Story = {
  args: { defaultRecipients: ['ops@example.com', 'bob@', 'alice'] },
  play: async () => {
    const form = await dialog();
    await expect(within(form).getByRole('textbox', { name: 'Recipients' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form).toHaveTextContent('"bob@" is not a valid email address.');
    await expect(form).toHaveTextContent('"alice" is not a valid email address.');
    await expect(within(form).getByRole('button', { name: 'Schedule' })).toBeDisabled();
  },
};

export const TooManyRecipients: Story = {
  args: {
    defaultRecipients: Array.from({ length: 11 }, (_, index) => `analyst${index}@example.com`),
  },
  play: async () => {
    const form = await dialog();
    await expect(form).toHaveTextContent('Enter at most 10 email addresses (11 given).');
    await expect(within(form).getByRole('button', { name: 'Schedule' })).toBeDisabled();
  },
};

export const WithoutEmail: Story = {
  args: { defaultRecipients: [] },
  play: async () => {
    const form = await dialog();
    await expect(within(form).getByRole('button', { name: 'Schedule' })).toBeDisabled();
  },
};

export const ServerRefused: Story = {
  args: { state: { step: 'form', error: 'You may not schedule this report.' } },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent(
      'You may not schedule this report.',
    );
  },
};

export const Working: Story = {
  args: { state: { step: 'working' } },
  play: async () => {
    const form = await dialog();
    await expect(within(form).getByRole('progressbar', { name: 'Scheduling' })).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Schedule' })).toBeDisabled();
  },
};

export const Scheduled: Story = {
  args: {
    state: {
      step: 'done',
      schedule: { frequency: 'weekly', recipients: ['vera.jones@example.com', 'ops@example.com'] },
    },
  },
  play: async () => {
    const done = await screen.findByRole('dialog', { name: 'Report scheduled' });
    await expect(within(done).getByRole('status')).toHaveTextContent(
      'Credit Applications will be emailed weekly to vera.jones@example.com, ops@example.com.',
    );
  },
};
