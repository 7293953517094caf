import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EditScheduleDialog } from './ScheduleReportDialog';

const meta = {
  title: 'Domain/Export/EditScheduleDialog',
  component: EditScheduleDialog,
  tags: ['autodocs'],
  args: {
    schedule: {
      frequency: 'weekly',
      recipients: ['vera.jones@example.com'],
      dateRange: { kind: 'last_7_days' },
      sendTime: '07:00',
    },
    reportName: 'Credit Applications',
    state: { step: 'form' },
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof EditScheduleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Edit Schedule' });

export const Form: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    // The form opens on the saved schedule (typing a new time is covered by the e2e test).
    await expect(within(form).getByRole('textbox', { name: 'Send time (UTC)' })).toHaveValue(
      '07:00',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ sendTime: '07:00', frequency: 'weekly' }),
    );
  },
};

/** A schedule made before relative ranges: its fixed dates are kept unless another is picked. */
export const FixedDates: Story = {
  args: {
    schedule: {
      frequency: 'monthly',
      recipients: [
        'underwriting.team.leads@northbank-finance.example.com',
        'risk-and-compliance-reporting@northbank-finance.example.com',
      ],
      dateRange: { kind: 'fixed', from: '2026-10-24', to: '2026-12-24' },
      sendTime: '23:45',
    },
  },
  play: async () => {
    const form = await dialog();
    await expect(
      within(form).getByRole('radio', { name: 'Fixed: 24 Oct 2026 to 24 Dec 2026' }),
    ).toBeChecked();
  },
};

export const Saving: Story = { args: { state: { step: 'working' } } };

/** The server's 400 messages stand on the fields they name. */
export const ServerRefused: Story = {
  args: {
    state: {
      step: 'form',
      error: 'Scheduled reports can only be sent to addresses of allowed domains.',
      properties: [
        { property: 'recipients.0', message: 'must be an address at posfinance.example' },
      ],
    },
  },
  play: async () => {
    const form = await dialog();
    await expect(within(form).getByRole('textbox', { name: 'Recipients' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form).toHaveTextContent('0: must be an address at posfinance.example');
  },
};

export const NotFound: Story = {
  args: { state: { step: 'form', error: 'Scheduled report not found.' } },
};
