import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';
import { toneNames } from '../../theme/tone';
import { badgeVariantNames } from './Badge.css';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'ACCEPT', tone: 'positive' },
  argTypes: {
    tone: { control: 'inline-radio', options: toneNames },
    variant: { control: 'inline-radio', options: badgeVariantNames },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subtle: Story = {};
export const Strong: Story = { args: { variant: 'strong', tone: 'critical', children: 'DECLINE' } };
export const Count: Story = { args: { variant: 'count', tone: 'info', children: '12' } };

export const EveryToneAndVariant: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 8 }}>
      {toneNames.flatMap((tone) =>
        badgeVariantNames.map((variant) => (
          <Badge key={`${tone}-${variant}`} tone={tone} variant={variant}>
            {variant === 'count' ? '7' : tone}
          </Badge>
        )),
      )}
    </div>
  ),
};

export const LongTextInNarrowContainer: Story = {
  render: (args) => (
    <div style={{ width: 120 }}>
      <Badge {...args}>CONDITIONALLY APPROVED PENDING INFORMATION</Badge>
    </div>
  ),
};
