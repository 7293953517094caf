import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AnnouncementsWidget } from './AnnouncementsWidget';
import { storyAnnouncements } from './dashboardStoryData';

const meta = {
  title: 'Domain/Dashboard/AnnouncementsWidget',
  component: AnnouncementsWidget,
  tags: ['autodocs'],
  args: { announcements: storyAnnouncements() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnnouncementsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralAnnouncements: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('3 hours ago')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { announcements: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No announcements.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LoadError: Story = {
  args: { errorMessage: 'The announcements could not be loaded.' },
};

export const LongText: Story = {
  args: {
    announcements: [
      {
        announcement_id: 9,
        title:
          'A very long announcement title that goes on and on about the new settlement arrangements for every lender',
        content:
          'https://example.com/a/very/long/unbroken/address/that/does/not/wrap/on/its/own/at/all/anywhere',
        url: 'https://example.com',
        created_at: new Date(Date.now() - 400 * 24 * 3600_000).toISOString(),
      },
    ],
  },
};

export const NarrowContainer: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};
