import { makeSettlementApiKey } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettlementApiKeys } from './SettlementApiKeys';

const apiKeys = [
  makeSettlementApiKey({
    api_key_id: 3,
    key_prefix: 'sk_N8pQ2wLx',
    last_used_at: null,
    created_at: '2026-11-22T08:00:00Z',
  }),
  makeSettlementApiKey({ api_key_id: 2, state: 'expiring', expires_at: '2026-11-23T08:00:00Z' }),
  makeSettlementApiKey({
    api_key_id: 1,
    key_prefix: 'sk_A1b2C3d4',
    state: 'revoked',
    revoked_at: '2026-10-01T10:00:00Z',
    created_by: null,
  }),
];

const meta = {
  title: 'Domain/Settlement/SettlementApiKeys',
  component: SettlementApiKeys,
  tags: ['autodocs'],
  args: {
    apiKeys,
    createdKey: null,
    onRotate: fn(),
    onRevoke: fn(),
    onDismissCreatedKey: fn(),
  },
} satisfies Meta<typeof SettlementApiKeys>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keys: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke sk_Q2x9bT4m…' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(2);
  },
};

export const NewKeyShownOnce: Story = {
  args: { createdKey: 'sk_N8pQ2wLxVb3hT0mC5sRkYd9eJfG7aU1iWzXqHnOl6Ep' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'New settlement API key' })).toHaveValue(
      'sk_N8pQ2wLxVb3hT0mC5sRkYd9eJfG7aU1iWzXqHnOl6Ep',
    );
  },
};

export const Rotating: Story = { args: { isRotating: true } };

export const NoKeys: Story = { args: { apiKeys: [] } };

export const Loading: Story = { args: { apiKeys: [], isLoading: true } };

export const LoadFailed: Story = {
  args: { apiKeys: [], error: 'You do not have permission to do this.' },
};
