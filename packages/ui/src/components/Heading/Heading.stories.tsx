import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout/Layout';
import { fontSizeNames } from '../Text/Text.css';
import { Heading, type HeadingLevel } from './Heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: 'Credit Applications' },
  argTypes: { size: { control: 'inline-radio', options: fontSizeNames } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: () => (
    <Stack gap="100">
      {([1, 2, 3, 4, 5, 6] as HeadingLevel[]).map((level) => (
        <Heading key={level} level={level}>
          Level {level}
        </Heading>
      ))}
    </Stack>
  ),
};

/** A section's h3 can look like an h4 where the design wants it smaller. */
export const SizeIndependentOfLevel: Story = {
  args: { level: 3, size: 'md', children: 'Payment Details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Payment Details' })).toBeVisible();
  },
};

export const TruncatedToOneLine: Story = {
  args: {
    maxLines: 1,
    children: 'Regenerate & Send the settlement file to every recipient of this lender',
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Heading {...args} />
    </div>
  ),
};

export const LongUnbrokenText: Story = {
  args: { children: 'principle_trading_url_must_match_format_uri_and_be_shorter' },
  render: (args) => (
    <div style={{ width: 200 }}>
      <Heading {...args} />
    </div>
  ),
};
