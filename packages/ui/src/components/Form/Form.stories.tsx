import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type FormEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';
import { SchemaErrorList, toValidationErrors, type SchemaErrorProperty } from './SchemaErrorList';

const meta = {
  title: 'UI/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSubmit: fn((event: FormEvent) => event.preventDefault()) },
  render: (args) => (
    <Form {...args}>
      <TextField label="First name" name="first_name" isRequired maxLength={100} />
      <TextField label="Last name" name="last_name" isRequired maxLength={100} />
      <TextField label="Email" name="email" type="email" isRequired maxLength={100} />
      <Button type="submit" variant="primary">
        Save
      </Button>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};

export const ServerValidationErrors: Story = {
  args: {
    validationErrors: {
      first_name: 'First name is required',
      email: 'Email must be a valid email address',
    },
  },
  play: async ({ canvas }) => {
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    await userEvent.type(firstName, 'Ada');
    await userEvent.tab();
    await expect(firstName).toBeValid();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
  },
};

const schemaError: SchemaErrorProperty[] = [
  { property: 'first_name', message: 'is required' },
  { property: 'last_name', message: 'must NOT have more than 100 characters' },
];

/** A submit answered with ERR_SCHEMA_VALIDATION_ERROR: the list above, each message on its field. */
export const SchemaValidationError: Story = {
  render: function SchemaValidationErrorForm(args) {
    const [properties, setProperties] = useState<SchemaErrorProperty[]>([]);
    const validationErrors = useMemo(() => toValidationErrors(properties), [properties]);
    return (
      <Form
        {...args}
        validationBehavior="aria"
        validationErrors={validationErrors}
        onSubmit={(event) => {
          event.preventDefault();
          setProperties(schemaError);
        }}
      >
        <SchemaErrorList properties={properties} />
        <TextField label="First name" name="first_name" />
        <TextField label="Last name" name="last_name" />
        <Button type="submit" variant="primary">
          Save
        </Button>
      </Form>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('First name is required');
    await expect(alert).toHaveTextContent('Last name must NOT have more than 100 characters');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Form {...args}>
      <TextField label="First name" name="first_name" isDisabled defaultValue="Ada" />
      <TextField label="Email" name="email" isReadOnly defaultValue="ada@example.co.uk" />
      <Button type="submit" variant="primary" isDisabled>
        Save
      </Button>
    </Form>
  ),
};
