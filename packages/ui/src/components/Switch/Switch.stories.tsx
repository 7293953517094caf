import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Email notifications', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Email notifications' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'Email notifications' });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Email notifications' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
  },
};

export const LongLabelInNarrowContainer: Story = {
  args: {
    children:
      'Send a copy of every settlement statement to the account manager, Averyveryverylongunbrokenname',
  },
  render: (args) => (
    <div style={{ width: 160 }}>
      <Switch {...args} />
    </div>
  ),
};
