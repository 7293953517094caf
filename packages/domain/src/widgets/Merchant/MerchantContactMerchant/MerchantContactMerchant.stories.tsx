import { makeRetailerContact } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantContactMerchant } from './MerchantContactMerchant';

const meta = {
  title: 'Domain/Merchant/MerchantContactMerchant',
  component: MerchantContactMerchant,
  tags: ['autodocs'],
  args: {
    contacts: [
      makeRetailerContact(),
      makeRetailerContact({
        contact_id: 72,
        contact_type: 'accounts',
        first_name: 'Omar',
        last_name: 'Haddad',
        email: 'accounts@example.co.uk',
      }),
    ],
    onSend: fn(() => Promise.resolve()),
    onUploadAttachment: fn((file: File) => Promise.resolve({ file_name: file.name, upload_id: 1 })),
  },
} satisfies Meta<typeof MerchantContactMerchant>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

export const Loading: Story = { args: { contacts: undefined } };

export const NoEmailAddress: Story = {
  args: { contacts: [makeRetailerContact({ email: undefined })] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No contact of this merchant has an email address.'),
    ).toBeVisible();
  },
};

async function writeEmail(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Contact/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: /Omar Haddad/ }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Statements are ready.');
  await userEvent.click(canvas.getByRole('button', { name: 'Send Email' }));
  return canvas;
}

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await writeEmail(canvasElement);
    await expect(await canvas.findByText('Email sent')).toBeInTheDocument();
    await expect(args.onSend).toHaveBeenCalledWith({
      body: 'Statements are ready.',
      correspondents: [{ type: 'retailer_contact', type_id: 72 }],
      attachments: [],
    });
  },
};

export const SendFails: Story = {
  args: {
    onSend: fn(() =>
      Promise.reject(new Error('The email could not be sent. Please try again later.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await writeEmail(canvasElement);
    await expect(
      await canvas.findByText('The email could not be sent. Please try again later.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Statements are ready.',
    );
  },
};
