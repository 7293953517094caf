import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { UsernameField } from './UsernameField';

const meta = {
  title: 'Domain/SignIn/UsernameField',
  component: UsernameField,
  tags: ['autodocs'],
  args: { value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <UsernameField
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof UsernameField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: /Username/ });
    await expect(field).toBeRequired();
    await userEvent.type(field, 'admin');
    await expect(args.onChange).toHaveBeenLastCalledWith('admin');
  },
};

export const Filled: Story = { args: { value: 'lender' } };

/** A long username is cut at 100 characters. */
export const AtTheLimit: Story = {
  args: { value: 'a-very-long-username-'.repeat(5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveAttribute(
      'maxlength',
      '100',
    );
  },
};
