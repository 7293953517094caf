import { makeApplicationConsumer } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApplicationAddressDetails } from '../creditApplicationTypes';
import { CustomerAddressEditor, type CustomerAddressEditorProps } from './CustomerAddressEditor';

const [currentAddress] = makeApplicationConsumer().addresses as [ApplicationAddressDetails];
const recentMove: ApplicationAddressDetails = { ...currentAddress, time_years: 1 };
const previousAddress: ApplicationAddressDetails = {
  ...currentAddress,
  address_number: 2,
  street_number: null,
  house_name: 'Rose Court',
  street: 'Park Lane',
  town: 'York',
  county: null,
  postcode: 'YO1 7HH',
  time_years: 3,
};

/** The editor holding its addresses as the customer panel does, reporting each change. */
function EditedAddresses(args: CustomerAddressEditorProps) {
  const [addresses, setAddresses] = useState(args.addresses);
  return (
    <CustomerAddressEditor
      {...args}
      addresses={addresses}
      onChange={(next) => {
        setAddresses(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/CreditApplication/CustomerAddressEditor',
  component: CustomerAddressEditor,
  tags: ['autodocs'],
  args: { addresses: [currentAddress], onChange: fn() },
  render: EditedAddresses,
} satisfies Meta<typeof CustomerAddressEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three years or more at the current address: no previous address is asked for. */
export const CurrentAddressOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Current Address' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Add/ })).toBeNull();
  },
};

/** A recent move asks for the address before it, which starts empty and says what is missing. */
export const AddAPreviousAddress: Story = {
  args: { addresses: [recentMove] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Previous Address 1' }));
    const previous = canvas.getByRole('group', { name: 'Previous Address 1' });
    await expect(
      within(previous).getByRole('list', { name: 'Problems with Previous Address 1' }),
    ).toHaveTextContent('Postcode is missing.');
  },
};

export const WithPreviousAddress: Story = {
  args: { addresses: [recentMove, previousAddress] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear Previous Address 1' })).toBeVisible();
  },
};

/** Clearing a previous address removes it; the editor asks for it again. */
export const ClearAPreviousAddress: Story = {
  args: { addresses: [recentMove, previousAddress] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Previous Address 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([recentMove]);
    await expect(canvas.getByRole('button', { name: 'Add Previous Address 1' })).toBeVisible();
  },
};

export const MissingFields: Story = {
  args: { addresses: [{ ...currentAddress, street: '', street_number: null }] },
  play: async ({ canvas }) => {
    const problems = canvas.getByRole('list', { name: 'Problems with Current Address' });
    await expect(problems).toHaveTextContent('Street is missing.');
    await expect(problems).toHaveTextContent('House name or number is missing.');
  },
};

/** While the change is being saved. */
export const Disabled: Story = {
  args: { addresses: [recentMove, previousAddress], isDisabled: true },
  play: async ({ canvas }) => {
    for (const street of canvas.getAllByRole('textbox', { name: /^Street/ })) {
      await expect(street).toBeDisabled();
    }
  },
};
