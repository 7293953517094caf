import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LinkTabs } from './LinkTabs';

const meta = {
  title: 'UI/Tabs/LinkTabs',
  component: LinkTabs,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Users and Groups',
    selectedKey: 'users',
    items: [
      { id: 'users', label: 'Users', href: '#users' },
      { id: 'groups', label: 'Groups', href: '#groups' },
    ],
  },
} satisfies Meta<typeof LinkTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Groups' })).toHaveFocus();
  },
};

export const SecondSelected: Story = { args: { selectedKey: 'groups' } };

export const WithCounts: Story = {
  args: {
    items: [
      { id: 'users', label: 'Users', href: '#users', count: 128 },
      { id: 'groups', label: 'Groups', href: '#groups', count: 7 },
    ],
  },
};
