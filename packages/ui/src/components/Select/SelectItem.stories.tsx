import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListBox } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import { listBox } from './Select.css';
import { SelectItem } from './SelectItem';

const meta = {
  title: 'UI/Select/SelectItem',
  component: SelectItem,
  tags: ['autodocs'],
  args: { id: 'am-2', children: 'Tom Barker' },
  // An option lives in a list box: the open list of a Select or ComboBox, shown here in place.
  render: (args) => (
    <ListBox
      aria-label="Account manager"
      selectionMode="single"
      defaultSelectedKeys={['am-2']}
      disabledKeys={['am-4']}
      className={listBox}
    >
      <SelectItem id="am-1">Priya Shah</SelectItem>
      <SelectItem {...args} />
      <SelectItem id="am-3">Aoife Kennedy</SelectItem>
      <SelectItem id="am-4">Marcus Okafor (on leave)</SelectItem>
    </ListBox>
  ),
} satisfies Meta<typeof SelectItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen option carries a tick; an option that cannot be chosen is dimmed. */
export const Options: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'Tom Barker' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('option', { name: 'Marcus Okafor (on leave)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Typing the first letters moves to the option whose text starts with them. */
export const TypeAhead: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Ao');
    await expect(canvas.getByRole('option', { name: 'Aoife Kennedy' })).toHaveFocus();
  },
};

/** A long option wraps inside the list instead of widening it. */
export const LongText: Story = {
  args: {
    children: 'Tom Barker, Senior Account Manager for the North West and Scottish merchants',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
};
