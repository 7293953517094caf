import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Term (months)', onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 12, minValue: 6, maxValue: 60, step: 6 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(18);
    await expect(canvas.getByRole('textbox', { name: 'Term (months)' })).toHaveValue('18');
  },
};

export const Currency: Story = {
  args: {
    label: 'Sign-up fee',
    defaultValue: 250,
    minValue: 0,
    formatOptions: { style: 'currency', currency: 'GBP' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Sign-up fee' })).toHaveValue('£250.00');
  },
};

export const Percent: Story = {
  args: {
    label: 'APR',
    defaultValue: 0.199,
    step: 0.001,
    formatOptions: { style: 'percent', maximumFractionDigits: 1 },
  },
};

export const WithDescription: Story = {
  args: {
    description: 'Between 6 and 60 months, in steps of 6',
    minValue: 6,
    maxValue: 60,
    step: 6,
  },
};

export const KeyboardStepping: Story = {
  args: { defaultValue: 10, maxValue: 12 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Term (months)' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
  },
};

export const Invalid: Story = {
  args: { defaultValue: 3, isInvalid: true, errorMessage: 'Term must be between 6 and 60 months' },
};

export const Disabled: Story = { args: { defaultValue: 12, isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: 12, isReadOnly: true } };

export const Required: Story = { args: { isRequired: true } };

export const WithoutStepper: Story = { args: { hideStepper: true, defaultValue: 24 } };

export const LongLabelAndLargeValue: Story = {
  args: {
    label: 'Maximum amount of credit that may be advanced to a single customer under this policy',
    defaultValue: 123456789012.34,
    formatOptions: { style: 'currency', currency: 'GBP' },
  },
};

export const NarrowContainer: Story = {
  args: { defaultValue: 1500000, formatOptions: { style: 'currency', currency: 'GBP' } },
  render: (args) => (
    <div style={{ width: 140 }}>
      <NumberField {...args} />
    </div>
  ),
};
