import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ModuleVersions } from './ModuleVersions';

const meta = {
  title: 'Domain/ModuleBuilder/ModuleVersions',
  component: ModuleVersions,
  tags: ['autodocs'],
  args: {
    versions: [
      {
        version: 3,
        saved_at: '2026-03-02T14:05:00Z',
        saved_by: { user_id: 5, username: 'lender' },
      },
      { version: 2, saved_at: '2026-02-20T09:41:00Z', saved_by: { user_id: 1, username: 'admin' } },
      { version: 1, saved_at: '2026-01-12T09:30:00Z', saved_by: null },
    ],
    currentVersion: 3,
    onRestore: fn(),
  },
} satisfies Meta<typeof ModuleVersions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Restore version 3' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore version 1' }));
    await expect(args.onRestore).toHaveBeenCalledWith(1);
  },
};

export const Restoring: Story = { args: { isRestoring: true } };

export const Empty: Story = { args: { versions: [] } };
