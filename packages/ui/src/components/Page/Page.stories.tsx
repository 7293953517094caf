import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Page } from './Page';

const meta = {
  title: 'UI/Page',
  component: Page,
  tags: ['autodocs'],
  args: {
    title: 'Rate Cards',
    children: <Text as="p">The page&apos;s parts follow its header, one under another.</Text>,
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Rate Cards' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rate Cards' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Button variant="primary">New Rate Card</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'New Rate Card' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Exports',
    description: 'Your exports and scheduled reports.',
    actions: <Button variant="secondary">Refresh</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your exports and scheduled reports.')).toBeVisible();
  },
};

export const LongTitleNarrow: Story = {
  args: {
    title: 'Merchant_with_an_unbroken_trading_name_that_runs_past_the_width_of_any_phone_screen',
    actions: <Button variant="primary">New Rate Card</Button>,
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Page {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
