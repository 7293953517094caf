import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmailCustomerForm } from './EmailCustomerForm';

const meta = {
  title: 'Domain/CreditApplication/EmailCustomerForm',
  component: EmailCustomerForm,
  tags: ['autodocs'],
  args: { onSend: fn(async () => undefined) },
} satisfies Meta<typeof EmailCustomerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendAnEmail: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send Email' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Your order is ready.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Email' }));
    await expect(args.onSend).toHaveBeenCalled();
    await expect(await canvas.findByText('Email sent.')).toBeInTheDocument();
  },
};

export const InvalidReplyTo: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Reply-to Email/ }), 'nobody');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Hello');
    await expect(canvas.getByRole('button', { name: 'Send Email' })).toBeDisabled();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** The mail service refused: its reason shows and the message stays for another try. */
export const SendFails: Story = {
  args: {
    onSend: fn(async () => {
      throw new Error('The email could not be sent: the mail service is down.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Your order is ready.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Email' }));
    await expect(await canvas.findByText(/the mail service is down/)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Your order is ready.',
    );
  },
};
