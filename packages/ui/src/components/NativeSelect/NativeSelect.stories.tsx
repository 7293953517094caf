import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

const pageSizes = ['10', '25', '50'].map((size) => ({ value: size, label: size }));

const meta = {
  title: 'UI/NativeSelect',
  component: NativeSelect,
  tags: ['autodocs'],
  args: { label: 'Per page', options: pageSizes, value: '25', onChange: fn() },
} satisfies Meta<NativeSelectProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Per page' });
    await expect(select).toHaveValue('25');
    await userEvent.selectOptions(select, '50');
    await expect(args.onChange).toHaveBeenCalledWith('50');
  },
};

/** The value follows its owner's state; the keyboard moves through the options in place. */
export const Controlled: Story = {
  render: function ControlledNativeSelect(args) {
    const [value, setValue] = useState(args.value);
    return (
      <NativeSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Per page' });
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '10');
    await expect(select).toHaveValue('10');
    await expect(args.onChange).toHaveBeenCalledWith('10');
  },
};

export const WithDescription: Story = {
  args: { description: 'Rows on each page of the list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Per page' })).toHaveAccessibleDescription(
      'Rows on each page of the list',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Per page' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 96 }}>
      <NativeSelect {...args} />
    </div>
  ),
};
