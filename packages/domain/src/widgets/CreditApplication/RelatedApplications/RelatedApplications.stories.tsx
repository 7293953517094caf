import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RelatedApplications } from './RelatedApplications';

const meta = {
  title: 'Domain/CreditApplication/RelatedApplications',
  component: RelatedApplications,
  tags: ['autodocs'],
  args: {
    applications: [
      { credit_application_id: 100199, timestamp: '2025-11-20T09:00:00Z', status: 'DECLINE' },
      { credit_application_id: 100150, timestamp: '2025-08-02T14:30:00Z', status: 'COMPLETE' },
    ],
  },
} satisfies Meta<typeof RelatedApplications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '100199' })).toHaveAttribute(
      'href',
      '/credit-app/100199/',
    );
  },
};

export const None: Story = { args: { applications: [] } };
