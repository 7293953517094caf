import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect } from 'storybook/test';
import { FieldDescription, FieldError, Label } from './Field';
import { fieldControl, fieldRoot } from './Field.css';

/**
 * The shared parts of every field. Field components (TextField, Select, …) compose them; use them
 * directly only to build a new kind of field on a react-aria-components field.
 */
const meta = {
  title: 'UI/Field',
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Trading name' },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Parts: Story = {
  render: (args) => (
    <TextField className={fieldRoot}>
      <Label {...args} />
      <Input className={fieldControl} />
      <FieldDescription>As shown on the shop front</FieldDescription>
    </TextField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Trading name' })).toHaveAccessibleDescription(
      'As shown on the shop front',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <TextField className={fieldRoot} isRequired>
      <Label {...args} />
      <Input className={fieldControl} />
    </TextField>
  ),
};

export const Invalid: Story = {
  render: (args) => (
    <TextField className={fieldRoot} isInvalid>
      <Label {...args} />
      <Input className={fieldControl} />
      <FieldError>Trading name is required</FieldError>
    </TextField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Trading name' })).toBeInvalid();
    await expect(canvas.getByText('Trading name is required')).toBeVisible();
  },
};

export const LongLabelInNarrowContainer: Story = {
  args: {
    children:
      'Name of the person authorised to sign direct-debit mandates on behalf of the retailer',
  },
  render: (args) => (
    <div style={{ width: 200 }}>
      <TextField className={fieldRoot}>
        <Label {...args} />
        <Input className={fieldControl} />
        <FieldDescription>
          Supercalifragilisticexpialidocious-unbroken-description-text-that-must-wrap
        </FieldDescription>
      </TextField>
    </div>
  ),
};
