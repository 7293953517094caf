import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { buttonSizeNames, buttonToneNames, buttonVariantNames } from '../Button/Button.css';
import { Inline, Stack } from '../Layout/Layout';
import { IconButton } from './IconButton';

const editIcon = (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { 'aria-label': 'Edit rule 1, Minimum credit score', icon: editIcon, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariantNames },
    tone: { control: 'inline-radio', options: buttonToneNames },
    size: { control: 'inline-radio', options: buttonSizeNames },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit rule 1, Minimum credit score' }),
    );
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Glyph: Story = { args: { 'aria-label': 'Dismiss', icon: '×' } };

export const VariantsSizesAndTones: Story = {
  render: (args) => (
    <Stack gap="100">
      {buttonToneNames.flatMap((tone) =>
        buttonVariantNames.map((variant) => (
          <Inline key={`${tone}-${variant}`} gap="100">
            {buttonSizeNames.map((size) => (
              <IconButton
                key={size}
                {...args}
                variant={variant}
                tone={tone}
                size={size}
                aria-label={`Edit (${variant} ${tone} ${size})`}
              />
            ))}
          </Inline>
        )),
      )}
    </Stack>
  ),
};

export const Expanded: Story = {
  args: { 'aria-expanded': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};
