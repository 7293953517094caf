import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { buttonSizeNames, buttonToneNames, buttonVariantNames } from './Button.css';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariantNames },
    tone: { control: 'inline-radio', options: buttonToneNames },
    size: { control: 'inline-radio', options: buttonSizeNames },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Tertiary: Story = { args: { variant: 'tertiary', children: 'View' } };
export const Critical: Story = {
  args: { variant: 'primary', tone: 'critical', children: 'Delete Policy' },
};

/** Every visual weight in each tone: the tone says what the action means, not how loud it is. */
export const VariantsByTone: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 8 }}>
      {buttonToneNames.flatMap((tone) =>
        buttonVariantNames.map((variant) => (
          <Button key={`${tone}-${variant}`} {...args} variant={variant} tone={tone}>
            {`${variant} ${tone}`}
          </Button>
        )),
      )}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {buttonSizeNames.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};

export const Pending: Story = {
  args: { variant: 'primary', isPending: true, children: 'Sign In' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Sign In/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { variant: 'primary', isDisabled: true, children: 'Update' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const LongLabel: Story = {
  args: {
    children: 'Regenerate & Send the settlement file to every recipient of this lender',
  },
};
