import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';
import { SelectItem } from './SelectItem';

interface Option {
  id: string;
  name: string;
}

const accountManagers: Option[] = [
  { id: 'am-1', name: 'Priya Shah' },
  { id: 'am-2', name: 'Tom Barker' },
  { id: 'am-3', name: 'Aoife Kennedy' },
  { id: 'am-4', name: 'Marcus Okafor' },
];

const meta = {
  title: 'UI/Select',
  component: Select<Option>,
  tags: ['autodocs'],
  args: {
    label: 'Account manager',
    placeholder: 'Not assigned',
    items: accountManagers,
    children: (item: Option) => <SelectItem id={item.id}>{item.name}</SelectItem>,
    onChange: fn(),
  },
} satisfies Meta<SelectProps<Option>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Account manager/ });
    await expect(trigger).toHaveTextContent('Not assigned');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Tom Barker' }));
    await expect(args.onChange).toHaveBeenCalledWith('am-2');
    await expect(trigger).toHaveTextContent('Tom Barker');
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Account manager/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('am-2');
  },
};

export const WithDescription: Story = {
  args: { description: 'Receives the weekly settlement summary' },
};

export const Selected: Story = { args: { defaultValue: 'am-3' } };

export const Empty: Story = {
  args: { items: [], emptyState: 'No account managers yet' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account manager/ }));
    await expect(await screen.findByText('No account managers yet')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an account manager' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'am-1' } };

export const Required: Story = { args: { isRequired: true } };

export const LongLabelAndUnbrokenValue: Story = {
  args: {
    label:
      'Account manager responsible for onboarding, settlement queries and annual reviews of this retailer',
    items: [
      ...accountManagers,
      { id: 'long', name: 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaft' },
    ],
    defaultValue: 'long',
  },
};

export const NarrowContainer: Story = {
  args: { defaultValue: 'am-3', description: 'Receives the weekly settlement summary' },
  render: (args) => (
    <div style={{ width: 140 }}>
      <Select {...args} />
    </div>
  ),
};
