import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout/Layout';
import { Text } from './Text';
import { textSizeNames, textToneNames, textWeightNames } from './Text.css';

const meta = {
  title: 'UI/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Remaining shows £0.00 when the application is declined.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizeNames },
    weight: { control: 'inline-radio', options: textWeightNames },
    tone: { control: 'inline-radio', options: textToneNames },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="100">
      {textSizeNames.map((size) => (
        <Text key={size} {...args} as="p" size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap="100">
      {textWeightNames.map((weight) => (
        <Text key={weight} {...args} as="p" weight={weight}>
          {weight}
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="100">
      {textToneNames.map((tone) => (
        <Text key={tone} {...args} as="p" tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Monospace: Story = { args: { font: 'mono', children: 'credit_score >= 600' } };

export const TabularNumbers: Story = {
  render: () => (
    <Stack gap="025" align="end">
      <Text isTabular>£1,111.11</Text>
      <Text isTabular>£88,000.00</Text>
    </Stack>
  ),
};

export const TruncatedToOneLine: Story = {
  args: {
    maxLines: 1,
    children:
      'Regenerate & Send the settlement file to every recipient of this lender, then archive it',
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // Cut visually, whole for assistive technology.
    await expect(canvas.getByText(/archive it$/)).toBeInTheDocument();
  },
};

/**
 * One line both ways, in a table too narrow for both names: the unbroken line keeps its column as
 * wide as its text, the wrapped one lets its column narrow (as the list's name columns do).
 */
export const WrappedToOneLine: Story = {
  args: { maxLines: 1 },
  render: (args) => (
    <table role="presentation" style={{ width: 560, borderSpacing: 16 }}>
      <tbody>
        <tr>
          <td>
            <Text {...args} truncation="unbroken" title="unbroken">
              Bartholomew Fitzwilliam-Montgomery
            </Text>
          </td>
          <td>
            <Text {...args} truncation="wrapped" title="wrapped">
              Bartholomew Fitzwilliam-Montgomery
            </Text>
          </td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    const unbroken = canvas.getByTitle('unbroken');
    const wrapped = canvas.getByTitle('wrapped');
    await expect(wrapped.getBoundingClientRect().width).toBeLessThan(
      unbroken.getBoundingClientRect().width,
    );
    await expect(wrapped.getBoundingClientRect().height).toBe(
      unbroken.getBoundingClientRect().height,
    );
  },
};

export const ClampedToTwoLines: Story = {
  args: {
    as: 'p',
    maxLines: 2,
    children:
      'The customer failed ID checks and confirmation is needed from the retailer before the goods are released, and the retailer has been told by email.',
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Text {...args} />
    </div>
  ),
};

export const LongUnbrokenText: Story = {
  args: { children: 'principle_trading_url_must_match_format_uri_and_be_shorter_than_255' },
  render: (args) => (
    <div style={{ width: 200 }}>
      <Text {...args} as="p" />
    </div>
  ),
};
