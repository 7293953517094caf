import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccountForm } from './AccountForm';

const meta = {
  title: 'Domain/AccountForm',
  component: AccountForm,
  tags: ['autodocs'],
  args: {
    details: {
      username: 'viewer',
      first_name: 'Vera',
      last_name: 'Viewer',
      email: 'vera@example.co.uk',
      mobile: '07700900123',
    },
    onSubmit: fn(),
  },
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const ChangeName: Story = {
  play: async ({ args, canvas }) => {
    const firstName = canvas.getByLabelText(/^First Name/, { selector: 'input' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Veronica');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ first_name: 'Veronica' });
  },
};

export const ChangePassword: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await userEvent.type(
      canvas.getByLabelText(/^New Password/, { selector: 'input' }),
      'Better-pass-2',
    );
    await userEvent.type(
      canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }),
      'Better-pass-2',
    );
    await userEvent.type(
      canvas.getByLabelText(/^Current Password/, { selector: 'input' }),
      'Demo-pass-1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'Better-pass-2',
      current_password: 'Demo-pass-1',
    });
  },
};

export const WithCancel: Story = { args: { onCancel: fn() } };

export const Pending: Story = { args: { isPending: true } };

export const ServerError: Story = {
  args: { errorMessage: 'The current password is not correct.' },
};

export const MissingContactDetails: Story = {
  args: {
    details: { username: 'lender', first_name: 'Lena', last_name: 'Lender', email: '', mobile: '' },
  },
};

export const LongText: Story = {
  args: {
    details: {
      username: 'a.very.long.username.from.a.retailer.with.a.long.name',
      first_name: 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaft',
      last_name: 'Featherstonehaugh-Cholmondeley-Marjoribanks',
      email: 'accounts.payable.department@a-retailer-with-a-very-long-domain-name.co.uk',
      mobile: '07700900123',
    },
  },
};

export const NarrowContainer: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
