import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No announcements.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithDescriptionAndAction: Story = {
  args: {
    title: 'No results',
    description: 'No credit applications match these filters. Widen the dates or clear a filter.',
    icon: '∅',
    action: <Button>Reset</Button>,
  },
};
export const LongUnbrokenTextInNarrowContainer: Story = {
  args: { title: 'No_documents_for_lender_Northbridge_Finance_in_this_category_yet' },
  render: (args) => (
    <div style={{ width: 180 }}>
      <EmptyState {...args} />
    </div>
  ),
};
