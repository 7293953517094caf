import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup, type CheckboxGroupItem } from './CheckboxGroup';
import { checkboxGroupOrientationNames } from './CheckboxGroup.css';

const permissions: CheckboxGroupItem[] = [
  { value: 'applications.view', label: 'View credit applications' },
  { value: 'applications.edit', label: 'Edit credit applications' },
  { value: 'applications.export', label: 'Export credit applications' },
  { value: 'applications.delete', label: 'Delete credit applications' },
];

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: { label: 'Credit applications', items: permissions, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: checkboxGroupOrientationNames } },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Edit credit applications' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['applications.edit']);
  },
};

/** A permission section: the header selects or clears the whole section. */
export const SelectAllHeader: Story = {
  args: { hasSelectAll: true, defaultValue: ['applications.view'] },
  play: async ({ args, canvas }) => {
    const header = canvas.getByRole('checkbox', { name: 'Credit applications' });
    await expect(header).toBePartiallyChecked();
    await userEvent.click(header);
    await expect(header).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(permissions.map((item) => item.value));
    await userEvent.click(header);
    await expect(header).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const SelectAllWithDisabledItem: Story = {
  args: {
    hasSelectAll: true,
    items: permissions.map((item) =>
      item.value === 'applications.delete' ? { ...item, isDisabled: true } : item,
    ),
    description: 'Deleting is reserved for service users',
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Channels',
    orientation: 'horizontal',
    items: [
      { value: 'email', label: 'Email' },
      { value: 'sms', label: 'SMS' },
      { value: 'post', label: 'Post' },
    ],
  },
};

export const WithCheckboxChildren: Story = {
  args: { label: 'Channels', items: undefined },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="email">Email</Checkbox>
      <Checkbox value="sms">SMS</Checkbox>
    </CheckboxGroup>
  ),
};

export const WithDescription: Story = {
  args: { description: 'Applies to every lender of this group' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Select at least one permission' },
};

export const Disabled: Story = {
  args: { isDisabled: true, hasSelectAll: true, defaultValue: ['applications.view'] },
};

export const ReadOnly: Story = {
  args: {
    isReadOnly: true,
    hasSelectAll: true,
    defaultValue: ['applications.view', 'applications.edit'],
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('checkbox', { name: 'Credit applications' });
    await userEvent.click(header);
    await expect(header).toBePartiallyChecked();
  },
};

export const Required: Story = { args: { isRequired: true } };

export const LongLabelsInNarrowContainer: Story = {
  args: {
    hasSelectAll: true,
    label: 'Credit applications, policies, decision modules and lender statuses of every lender',
    items: [
      ...permissions,
      { value: 'long', label: 'Regeneratesettlementstatementsforeveryretailerwithoutnotification' },
    ],
  },
  render: (args) => (
    <div style={{ width: 180 }}>
      <CheckboxGroup {...args} />
    </div>
  ),
};
