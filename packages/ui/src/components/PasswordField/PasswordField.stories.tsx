import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField, type PasswordFieldProps, type PasswordStrength } from './PasswordField';
import { passwordStrengthNames } from './PasswordField.css';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', onChange: fn() },
  argTypes: { strength: { control: 'inline-radio', options: [...passwordStrengthNames, null] } },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stand-in for the domain's passwordStrength(): ui may not import the domain package. */
function storyStrength(value: string): PasswordStrength | null {
  const met = [/.{8}/, /[A-Z]/, /[a-z]/, /\d/].filter((rule) => rule.test(value)).length;
  if (met === 4) return 'Strong';
  if (met === 3) return 'Medium';
  return met > 0 ? 'Weak' : null;
}

function WithLiveStrength(props: PasswordFieldProps) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      strength={storyStrength(value)}
    />
  );
}

export const Default: Story = {
  args: { defaultValue: 'Demo-pass-1' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Demo-pass-1');
  },
};

export const StrengthMeter: Story = {
  args: {
    label: 'New password',
    description: 'At least 8 characters with a digit, an upper-case and a lower-case letter',
  },
  render: (args) => <WithLiveStrength {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await userEvent.type(input, 'demo');
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Weak',
    );
    await userEvent.type(input, '-pass1');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Medium');
    await userEvent.type(input, 'X');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Strong');
  },
};

export const Weak: Story = { args: { strength: 'Weak', defaultValue: 'demo' } };
export const Medium: Story = { args: { strength: 'Medium', defaultValue: 'demo-pass1' } };
export const Strong: Story = { args: { strength: 'Strong', defaultValue: 'Demo-pass-1' } };
export const EmptyMeter: Story = { args: { strength: null } };

export const WithDescription: Story = {
  args: { description: 'Ask your administrator if you have forgotten it' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Password is required' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Demo-pass-1' } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Demo-pass-1' } };

export const Required: Story = { args: { isRequired: true, maxLength: 100 } };

export const LongLabelAndUnbrokenValue: Story = {
  args: {
    label: 'Confirm the new password you would like to use to sign in to the back-office console',
    defaultValue: 'Averyveryveryveryveryveryveryveryveryveryverylongpassword1',
    strength: 'Strong',
  },
};

export const NarrowContainer: Story = {
  args: { strength: 'Medium', defaultValue: 'demo-pass1', description: 'At least 8 characters' },
  render: (args) => (
    <div style={{ width: 160 }}>
      <PasswordField {...args} />
    </div>
  ),
};
