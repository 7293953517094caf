import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Order Summary',
    children: 'Advance £1,250.00 over 12 months at 19.9% APR.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: { title: 'Settings & Permissions', actions: <Button size="sm">Edit</Button> },
};
export const WithFooter: Story = {
  args: {
    title: 'Please Confirm Your Details',
    footer: (
      <>
        <Button>Cancel</Button>
        <Button variant="primary">Update</Button>
      </>
    ),
  },
};
export const WithoutHeader: Story = { args: { title: undefined } };
export const LongTitleInNarrowContainer: Story = {
  args: {
    title:
      'Agreements between lender and merchants for Northbridge Finance and its retail partners',
    actions: <Button size="sm">Create New Document</Button>,
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Card {...args} />
    </div>
  ),
};
