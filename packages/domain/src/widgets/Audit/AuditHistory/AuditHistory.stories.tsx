import type { Meta, StoryObj } from '@storybook/react-vite';
import { auditEventsOfEveryKind } from '@backoffice/api-client/mocks';
import { expect, fn, userEvent } from 'storybook/test';
import { AuditHistory } from './AuditHistory';

const ofApplication = auditEventsOfEveryKind().filter((event) => event.record_id === 1001);

const meta = {
  title: 'Domain/Audit/AuditHistory',
  component: AuditHistory,
  tags: ['autodocs'],
  args: {
    recordName: 'credit application 1001',
    rows: ofApplication,
    total: ofApplication.length,
    page: 1,
    perPage: 25,
    onPageChange: fn(),
    recordHref: (kind, id) => (kind === 'credit_application' ? `/credit-app/${id}/` : null),
  },
} satisfies Meta<typeof AuditHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Events: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'History of credit application 1001' }),
    ).toBeVisible();
    const [, statusChange] = canvas.getAllByRole('button', { name: 'Show quick view' });
    await userEvent.click(statusChange!);
    await expect(canvas.getByText('Customer asked to cancel')).toBeVisible();
  },
};

export const NoEvents: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 events')).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: [], total: undefined, isLoading: true } };

export const Failed: Story = {
  args: { rows: [], total: undefined, error: 'The server did not answer.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
