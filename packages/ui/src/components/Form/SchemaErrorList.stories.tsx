import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SchemaErrorList } from './SchemaErrorList';

const meta = {
  title: 'UI/Form/SchemaErrorList',
  component: SchemaErrorList,
  tags: ['autodocs'],
  args: {
    title: 'The request could not be saved',
    properties: { first_name: 'is required', mobile_number: 'must match the phone pattern' },
  },
} satisfies Meta<typeof SchemaErrorList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several properties, given as a record, under the error's message. */
export const Several: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The request could not be saved');
    const items = within(alert).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'First name is required',
      'Mobile number must match the phone pattern',
    ]);
  },
};

/** One property alone is a sentence, not a list. */
export const Single: Story = {
  args: { title: undefined, properties: [{ property: 'email', message: 'must be a valid email' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email must be a valid email');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Long and unbroken property names wrap inside a narrow container. */
export const LongInNarrowContainer: Story = {
  args: {
    title: undefined,
    properties: [
      {
        property: 'direct_debit_mandate_reference',
        message: 'must NOT have more than 18 characters',
      },
      { property: 'averyveryveryverylongunbrokenpropertyname', message: 'is required' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
};
