import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { DefinitionList } from '../DefinitionList/DefinitionList';
import { Text } from '../Text/Text';
import { Section } from './Section';

const payment = (
  <DefinitionList
    items={[
      ['Date Paid', '12/03/2025 14:02'],
      ['Card Ending', '4242'],
      ['Card Type', 'VISA'],
    ]}
  />
);

const meta = {
  title: 'UI/Section',
  component: Section,
  tags: ['autodocs'],
  args: { title: 'Payment Details', children: payment },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Payment Details' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Payment Details' })).toBeVisible();
  },
};

export const Panel: Story = { args: { variant: 'panel', title: 'Filters' } };

export const WithActionsAndDescription: Story = {
  args: {
    title: 'Rule Builder',
    headingSize: 'lg',
    description: 'Rules run in this order; the first that decides wins.',
    actions: (
      <Button size="sm" variant="secondary">
        Add a rule
      </Button>
    ),
  },
};

export const NamedWithoutHeading: Story = {
  args: { title: undefined, 'aria-label': 'Deposit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Deposit' })).toBeVisible();
  },
};

export const LongTitleNarrow: Story = {
  args: {
    variant: 'panel',
    title: 'Regenerate_and_send_the_settlement_file_to_every_recipient_of_this_lender',
    actions: (
      <Button size="sm" variant="tertiary">
        Edit
      </Button>
    ),
    children: <Text tone="muted">No settlement files yet.</Text>,
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Section {...args} />
    </div>
  ),
};
