import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';
import { radioGroupOrientationNames } from './RadioGroup.css';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Settlement frequency',
    onChange: fn(),
    children: (
      <>
        <Radio value="daily">Daily</Radio>
        <Radio value="weekly">Weekly</Radio>
        <Radio value="monthly">Monthly</Radio>
      </>
    ),
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientationNames } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Weekly' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('weekly');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'weekly' } };

export const KeyboardSelection: Story = {
  args: { defaultValue: 'daily' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('weekly');
  },
};

export const WithDescription: Story = {
  args: { description: 'Applies from the next settlement run' },
};

export const WithDisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="daily">Daily</Radio>
        <Radio value="weekly">Weekly</Radio>
        <Radio value="monthly" isDisabled>
          Monthly (not offered by this lender)
        </Radio>
      </>
    ),
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a settlement frequency' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'daily' } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'daily' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Weekly' }));
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toBeChecked();
  },
};

export const Required: Story = { args: { isRequired: true } };

export const LongLabelsInNarrowContainer: Story = {
  args: {
    label: 'How often should settlement statements be generated and sent to this retailer',
    orientation: 'horizontal',
    children: (
      <>
        <Radio value="daily">Daily, at the end of each banking day</Radio>
        <Radio value="weekly">Weeklyonthefirstbankingdayoftheweekwithoutexception</Radio>
      </>
    ),
  },
  render: (args) => (
    <div style={{ width: 180 }}>
      <RadioGroup {...args} />
    </div>
  ),
};
