import { makeCreditApplication } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrderSummary } from './OrderSummary';

/** The mock application, with the link the server sends once a signed agreement exists. */
const application = makeCreditApplication();
application._links.agreement = {
  href: `${application._links.self.href}/agreement`,
  method: 'PUT',
  title: 'Agreement',
};

const meta = {
  title: 'Domain/CreditApplication/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  args: { application, onDownloadAgreement: fn() },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A service user meets the agreement too when the server offers its link. */
export const ServiceUser: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('REFER')).toBeVisible();
    await expect(canvas.getByText('In-store, 19.9% APR, 24 months (IS-19.9-24)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Agreement' }));
    await expect(args.onDownloadAgreement).toHaveBeenCalledOnce();
  },
};

/** Without the agreement link (no signed agreement yet) the button is not offered. */
export const NoAgreement: Story = {
  args: {
    application: {
      ...application,
      _links: { self: application._links.self },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Agreement' })).not.toBeInTheDocument();
  },
};

export const Lender: Story = {
  args: { variant: 'lender' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Shadow Limit')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Agreement' }));
    await expect(args.onDownloadAgreement).toHaveBeenCalledOnce();
  },
};

/** The agreement is being fetched: the button shows its progress. */
export const AgreementPending: Story = { args: { isAgreementPending: true } };

export const HiddenConsumer: Story = {
  args: { application: { ...application, consumer: null } },
};

export const LongText: Story = {
  args: {
    application: {
      ...application,
      retailer_name:
        'The Extremely Long Named Furniture and Bedding Emporium of Greater Yorkshire Ltd',
      retailer_reference: 'REFERENCE-WITHOUT-ANY-BREAKS-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      current_status: { ...application.current_status, status: 'SOMETHING-NEW' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('UNKNOWN STATUS')).toBeVisible();
  },
};
