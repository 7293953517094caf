import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text';
import { DefinitionList } from './DefinitionList';

const meta = {
  title: 'UI/DefinitionList',
  component: DefinitionList,
  tags: ['autodocs'],
  args: {
    items: [
      ['Amount', '£250.00'],
      ['Paid', '£250.00'],
      ['Remaining', '£0.00'],
      ['Card Type', 'VISA'],
      ['Payment Transaction ID', '{A1B2C3D4-0000-1111-2222-333344445555}'],
    ],
  },
} satisfies Meta<typeof DefinitionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Remaining').tagName).toBe('DT');
    await expect(canvas.getByText('£0.00').tagName).toBe('DD');
  },
};

export const Rows: Story = {
  args: {
    layout: 'rows',
    'aria-label': 'Values used',
    items: [
      [
        <Text key="score" font="mono">
          credit_score
        </Text>,
        '612 (compared with 600)',
      ],
      [
        <Text key="income" font="mono">
          monthly_income
        </Text>,
        '£2,400.00',
      ],
    ],
  },
};

export const LongUnbrokenValueNarrow: Story = {
  args: {
    items: [
      ['User Agent', 'Mozilla/5.0(X11;Linux_x86_64)AppleWebKit/537.36(KHTML,like_Gecko)Chrome'],
      ['Email Address', 'a.very.long.email.address.without.breaks@example-retailer.co.uk'],
    ],
  },
  render: (args) => (
    <div style={{ width: 220 }}>
      <DefinitionList {...args} />
    </div>
  ),
};

export const Empty: Story = { args: { items: [] } };
