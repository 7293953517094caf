import {
  makeAccountManager,
  makeLenderAgreement,
  makeRetailer,
} from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantActionsPanel } from './MerchantActionsPanel';

const unsigned = [makeLenderAgreement({ retailer_agreed: null })];

const meta = {
  title: 'Domain/Merchant/MerchantActionsPanel',
  component: MerchantActionsPanel,
  tags: ['autodocs'],
  args: {
    merchant: makeRetailer(),
    choices: {
      accountManagers: [
        makeAccountManager(),
        makeAccountManager({ user_id: 4, name: 'Jordan Blake' }),
      ],
      productPackages: [],
      decisionPolicies: [],
    },
    onAction: fn(() => Promise.resolve()),
    onOpenDialog: fn(),
  },
} satisfies Meta<typeof MerchantActionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A live merchant seen by a member of staff: suspend, assignments, ghosting. */
export const LiveForStaff: Story = {};

/** An application under a regulated policy without a CCL number: the message shows. */
export const ApplicationNeedingCcl: Story = {
  args: {
    merchant: makeRetailer({
      account_status: 'application',
      ccl_number: null,
      lender_statuses: [
        { lender_id: 2, lender_name: 'Northbridge Finance', status: null },
        { lender_id: 4, lender_name: 'Harbour Lending', status: 'INFO NEEDED' },
      ],
      lender_agreements: unsigned,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'As merchant is on a regulated decision policy, a valid CCL number must be provided.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit to Harbour Lending' })).toBeVisible();
  },
};

/** Provisional with an unsigned agreement: the signature message and Assign operating agreement. */
export const UnsignedAgreement: Story = {
  args: { merchant: makeRetailer({ account_status: 'provisional', lender_agreements: unsigned }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'The merchant must sign their agreement in order to proceed.',
      ),
    ).toBeVisible();
  },
};

/** A read-only user (viewer) or a closed merchant: nothing to do. */
export const NoActions: Story = {
  args: {
    merchant: makeRetailer({
      account_status: 'rejected',
      _links: { self: { href: '/retailers/41' } },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Actions Available')).toBeVisible();
  },
};

/** A lender user: only its decision policy assignment. */
export const Lender: Story = {
  args: {
    merchant: makeRetailer({
      _links: {
        self: { href: '/retailers/41' },
        assign_decision_policy: {
          href: '/retailers/41/assign-decision-policy',
          method: 'POST',
          title: 'Assign Decision Policy',
        },
      },
    }),
  },
};

/** A merchant name too long for one line wraps in the confirmation. */
export const LongNameReject: Story = {
  args: {
    merchant: makeRetailer({
      account_status: 'pending',
      name: 'Swift Scooters Home, Garden and Leisure Superstore Trading Under Licence 7',
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Reject Merchant',
    });
    await expect(dialog).toHaveTextContent(/cannot be undone/);
  },
};
