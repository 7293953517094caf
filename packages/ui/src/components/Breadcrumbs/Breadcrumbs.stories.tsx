import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { id: 'home', label: 'Dashboard', href: '#/' },
      { id: 'list', label: 'Credit Applications', href: '#/credit-app/' },
      { id: 'detail', label: 'Application 104233' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText('Application 104233')).toHaveAttribute('aria-current', 'page');
  },
};
export const DashboardOnly: Story = { args: { items: [{ id: 'home', label: 'Dashboard' }] } };
export const LongNamesInNarrowContainer: Story = {
  args: {
    items: [
      { id: 'home', label: 'Dashboard', href: '#/' },
      { id: 'merchants', label: 'Merchants', href: '#/merchants/' },
      {
        id: 'merchant',
        label: 'The Extraordinarily Long Named Furniture and Home Improvements Company Ltd',
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <Breadcrumbs {...args} />
    </div>
  ),
};
