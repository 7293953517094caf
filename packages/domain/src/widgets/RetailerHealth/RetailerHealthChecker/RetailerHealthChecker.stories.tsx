import {
  makeDiagnosticProduct,
  makeRetailerDiagnostic,
  makeUnhealthyRetailerDiagnostic,
} from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { RetailerHealthFixRequest } from '../../../model/retailerHealth';
import { RetailerHealthChecker } from './RetailerHealthChecker';

const meta = {
  title: 'Domain/RetailerHealth/RetailerHealthChecker',
  component: RetailerHealthChecker,
  tags: ['autodocs'],
  args: { diagnosis: makeRetailerDiagnostic(), onFix: fn(), onRetry: fn() },
} satisfies Meta<typeof RetailerHealthChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every product green, the unused product checked as not enabled. */
export const InOrder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('All in order')).toHaveLength(4);
    await expect(canvas.getByText('Product not enabled')).toBeVisible();
  },
};

/** Red, orange, green and 'No Data' dots, and an unused product that is enabled. */
export const EachDotState: Story = {
  args: { diagnosis: makeUnhealthyRetailerDiagnostic() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Product not on rate card')).toBeVisible();
    await expect(canvas.getByText('No Data')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add permission ISIF12' }));
    await expect(args.onFix).toHaveBeenCalledWith({
      kind: 'add-permission',
      productCode: 'ISIF12',
    });
  },
};

/** The Permissions tab: an admin without base groups and a basic group without permission. */
export const PermissionsTab: Story = {
  args: { diagnosis: makeUnhealthyRetailerDiagnostic() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Permissions' }));
    await expect(
      canvas.getByRole('button', { name: 'Add base groups harbour.manager' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Group Sales' })).toBeVisible();
  },
};

export const Loading: Story = { args: { diagnosis: undefined, isLoading: true } };

export const LoadFailed: Story = {
  args: {
    diagnosis: undefined,
    error: 'The server could not be reached. Check your connection and try again.',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoRules: Story = {
  args: {
    diagnosis: makeRetailerDiagnostic({
      RateCardProducts: { DecisionPolicy: [], Unused: [] },
      Users: [],
    }),
  },
};

const fixes: Record<string, RetailerHealthFixRequest> = {
  addPermission: { kind: 'add-permission', productCode: 'ISIF12' },
  removePermission: { kind: 'remove-permission', productCode: 'ONIF12' },
  addBaseGroups: { kind: 'add-base-groups', username: 'harbour.manager' },
  createGroup: { kind: 'create-group', name: 'Sales' },
};
const onPermissions: Story['play'] = async ({ canvas }) => {
  await userEvent.click(canvas.getByRole('tab', { name: 'Permissions' }));
};

export const AddPermissionInProgress: Story = {
  args: { diagnosis: makeUnhealthyRetailerDiagnostic(), pendingFix: fixes.addPermission },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Add permission ISIF12/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Remove permission ONIF12' })).toBeDisabled();
  },
};

export const AddPermissionFailed: Story = {
  args: {
    diagnosis: makeUnhealthyRetailerDiagnostic(),
    fixError: {
      fix: fixes.addPermission!,
      message: 'Product ISIF12 is already enabled for the merchant.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Add permission ISIF12 failed.');
  },
};

export const RemovePermissionInProgress: Story = {
  args: { diagnosis: makeUnhealthyRetailerDiagnostic(), pendingFix: fixes.removePermission },
};

export const RemovePermissionFailed: Story = {
  args: {
    diagnosis: makeUnhealthyRetailerDiagnostic(),
    fixError: {
      fix: fixes.removePermission!,
      message: "Product ONIF12 is supported by the merchant's decision policy.",
    },
  },
};

export const AddBaseGroupsInProgress: Story = {
  args: { diagnosis: makeUnhealthyRetailerDiagnostic(), pendingFix: fixes.addBaseGroups },
  play: onPermissions,
};

export const AddBaseGroupsFailed: Story = {
  args: {
    diagnosis: makeUnhealthyRetailerDiagnostic(),
    fixError: {
      fix: fixes.addBaseGroups!,
      message: 'Create the Managers group before adding base groups.',
    },
  },
  play: onPermissions,
};

export const CreateGroupInProgress: Story = {
  args: { diagnosis: makeUnhealthyRetailerDiagnostic(), pendingFix: fixes.createGroup },
  play: onPermissions,
};

export const CreateGroupFailed: Story = {
  args: {
    diagnosis: makeUnhealthyRetailerDiagnostic(),
    fixError: { fix: fixes.createGroup!, message: 'The Sales group already has its permission.' },
  },
  play: onPermissions,
};

/** Long references and codes wrap in a narrow container. */
export const LongTextNarrow: Story = {
  args: {
    diagnosis: makeRetailerDiagnostic({
      RateCardProducts: {
        DecisionPolicy: [
          {
            Reference: 'R1 Interest free over twelve months for home furnishings and white goods',
            Products: [
              makeDiagnosticProduct({
                Code: 'ISIF12-HOME-FURNISHINGS-AND-WHITE-GOODS',
                Permission: false,
              }),
            ],
          },
        ],
        Unused: [],
      },
    }),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
