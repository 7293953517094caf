import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { ThemePreference } from '../../theme';
import { ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'UI/ThemeSwitch',
  component: ThemeSwitch,
  tags: ['autodocs'],
  args: {
    value: 'system',
    onChange: fn(),
    description: 'Applies at once, on this device only.',
  },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FollowsTheDevice: Story = {};

export const DarkChosen: Story = { args: { value: 'dark' } };

/** Arrow keys move through the choices; each one is applied as it is reached. */
export const ByKeyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<ThemePreference>(args.value);
    return (
      <ThemeSwitch
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
    await expect(canvas.getByRole('radio', { name: 'Same as my device' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
  },
};
