import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';
import { textFieldTypeNames } from './TextField.css';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Trading name', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypeNames } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Trading name' });
    await userEvent.type(input, 'Acme');
    await expect(input).toHaveValue('Acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme');
  },
};

export const WithDescription: Story = {
  args: { description: 'As shown on the shop front', placeholder: 'e.g. Acme Furniture' },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'A',
    errorMessage: 'Trading name must be at least 4 characters',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Trading name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Trading name must be at least 4 characters');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Acme Furniture' } };

export const ReadOnly: Story = {
  args: { label: 'Username', isReadOnly: true, defaultValue: 'jsmith' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('jsmith');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Trading name/ })).toBeRequired();
  },
};

export const MaxLength: Story = {
  args: { label: 'CCL number', maxLength: 15, description: 'Up to 15 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CCL number' });
    await userEvent.type(input, '12345678901234567890');
    await expect(input).toHaveValue('123456789012345');
  },
};

export const Email: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'ops@example.co.uk' },
};

export const LongLabelAndUnbrokenValue: Story = {
  args: {
    label: 'Name of the person authorised to sign direct-debit mandates on behalf of the retailer',
    defaultValue:
      'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschaferswessen',
  },
};

export const NarrowContainer: Story = {
  args: {
    description: 'As shown on the shop front and on customer statements',
    isInvalid: true,
    errorMessage: 'Trading name must be at least 4 characters',
  },
  render: (args) => (
    <div style={{ width: 160 }}>
      <TextField {...args} />
    </div>
  ),
};
