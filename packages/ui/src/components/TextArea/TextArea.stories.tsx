import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Action reason', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Action reason' });
    await userEvent.type(input, 'Customer asked');
    await expect(args.onChange).toHaveBeenLastCalledWith('Customer asked');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to the lender in the status history' },
};

export const CharacterCounter: Story = {
  args: { maxLength: 1000, description: 'Maximum 1000 characters' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Action reason' }), 'Duplicate');
    await expect(canvas.getByText('9 / 1000')).toBeVisible();
  },
};

export const AtTheLimit: Story = {
  args: { maxLength: 20, defaultValue: 'Twenty characters!!!' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Action reason' });
    await userEvent.type(input, 'more');
    await expect(input).toHaveValue('Twenty characters!!!');
    await expect(canvas.getByText('20 / 20')).toBeVisible();
  },
};

export const Monospaced: Story = {
  args: {
    label: 'Stages (JSON)',
    font: 'mono',
    rows: 6,
    defaultValue: '[\n  { "order": 1, "hard_search": false, "modules": [] }\n]',
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'A reason is required', maxLength: 1000 },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Customer asked to cancel' },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Customer asked to cancel' },
};

export const Required: Story = { args: { isRequired: true, maxLength: 1000 } };

export const LongLabelAndUnbrokenValue: Story = {
  args: {
    label:
      'Reason for changing the status of this credit application, shown to the lender and retailer',
    maxLength: 200,
    defaultValue:
      'Pneumonoultramicroscopicsilicovolcanoconiosis-Pneumonoultramicroscopicsilicovolcanoconiosis',
  },
};

export const NarrowContainer: Story = {
  args: { maxLength: 200, description: 'Shown to the lender in the status history' },
  render: (args) => (
    <div style={{ width: 160 }}>
      <TextArea {...args} />
    </div>
  ),
};
