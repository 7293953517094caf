import type { Meta, StoryObj } from '@storybook/react-vite';
import { auditEventsOfEveryKind } from '@backoffice/api-client/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { auditTrailDefaults } from '../../../model/auditTrail';
import { AuditTrail } from './AuditTrail';
import { permissionRefusedMessage } from '../../LoadFailure';

const events = auditEventsOfEveryKind();

const meta = {
  title: 'Domain/Audit/AuditTrail',
  component: AuditTrail,
  tags: ['autodocs'],
  args: {
    rows: events,
    total: events.length,
    page: 1,
    perPage: 50,
    onPageChange: fn(),
    filterValues: auditTrailDefaults.filters,
    onFiltersChange: fn(),
    onReset: fn(),
    onPrint: fn(),
    userOptions: [
      { value: '1', label: 'Sam Administrator' },
      { value: '3', label: 'Alex Morgan' },
    ],
    recordHref: (kind, id) =>
      kind === 'credit_application'
        ? `/credit-app/${id}/`
        : kind === 'retailer'
          ? `/merchants/${id}/`
          : null,
  },
} satisfies Meta<typeof AuditTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKindOfEvent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6 events')).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: 'credit_application:1001' })[0],
    ).toHaveAttribute('href', '/credit-app/1001/');
    await expect(canvas.getByText('as ghost of Sam Administrator')).toBeVisible();
  },
};

export const ChangeOpened: Story = {
  play: async ({ canvas }) => {
    const [, , groupRow] = canvas.getAllByRole('button', { name: 'Show quick view' });
    await userEvent.click(groupRow!);
    await expect(canvas.getByText('1 line removed, 2 lines added.')).toBeVisible();
  },
};

export const FilteredByWhat: Story = {
  args: { filterValues: { ...auditTrailDefaults.filters, action: 'sign_in' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'What' }));
    const what = canvas.getByRole('radiogroup', { name: 'What' });
    await expect(within(what).getByRole('radio', { name: 'Sign-ins' })).toBeChecked();
    await userEvent.click(within(what).getByRole('radio', { name: 'Merchants' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ action: 'retailer' });
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 events')).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: [], total: undefined, isLoading: true } };

export const Refused: Story = {
  args: {
    rows: [],
    total: undefined,
    error: { status: 403, message: 'You do not have permission to do this.' },
  },
  play: async ({ canvas }) => {
    // A refusal is said once, as a caution, with no table and no retry beside it.
    // The caution's text is also in its hidden announcer, so presence is what is asserted here;
    // the screenshot shows it.
    await expect(canvas.getByText(permissionRefusedMessage)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Failed: Story = {
  args: { rows: [], total: undefined, error: 'The server did not answer.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
