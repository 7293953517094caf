import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    // A pointer aimed at the checkbox reaches its input, not the square drawn for it.
    const { x, y, width, height } = checkbox.getBoundingClientRect();
    await expect(width).toBeGreaterThan(1);
    await expect(checkbox.ownerDocument.elementFromPoint(x + width / 2, y + height / 2)).toBe(
      checkbox,
    );
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Credit applications' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Credit applications' }),
    ).toBePartiallyChecked();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    isRequired: true,
    children: 'I confirm the customer has read the pre-contract information',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledSelected: Story = { args: { isDisabled: true, defaultSelected: true } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

export const Required: Story = { args: { isRequired: true, children: 'I accept the terms' } };

export const LongLabelInNarrowContainer: Story = {
  args: {
    children:
      'Send the settlement statement to every recipient of this retailer, including Averyveryveryverylongunbrokenrecipientname',
  },
  render: (args) => (
    <div style={{ width: 160 }}>
      <Checkbox {...args} />
    </div>
  ),
};
