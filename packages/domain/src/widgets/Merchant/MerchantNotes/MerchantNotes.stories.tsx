import { makeRetailerContact, makeRetailerNote } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantNotes } from './MerchantNotes';

const contact = makeRetailerContact();

const meta = {
  title: 'Domain/Merchant/MerchantNotes',
  component: MerchantNotes,
  tags: ['autodocs'],
  args: {
    notes: [
      makeRetailerNote(),
      makeRetailerNote({
        note_id: 502,
        note_type: 'retailer',
        body: 'Your new terminals ship on Monday.',
        correspondents: [{ type: 'retailer_contact', type_id: contact.contact_id }],
      }),
      makeRetailerNote({
        note_id: 503,
        note_type: 'lender',
        lender_name: 'Northbridge Finance',
        author: 'Sam Lender',
        body: 'Trading references received.',
        attachments: [{ name: 'References.pdf', url: '#references', s3_file_id: 'mock-1' }],
      }),
    ],
    contacts: [contact],
    noteTypes: ['internal', 'retailer'],
    onAdd: fn(() => Promise.resolve()),
    onUploadAttachment: fn((file: File) => Promise.resolve({ file_name: file.name, upload_id: 1 })),
  },
} satisfies Meta<typeof MerchantNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};

export const Lender: Story = { args: { noteTypes: ['lender', 'retailer'] } };

export const ReadOnly: Story = { args: { noteTypes: [] } };

export const Loading: Story = { args: { notes: undefined } };

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No notes.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { notes: undefined, loadError: 'You do not have permission to read these notes.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You do not have permission to read these notes.',
    );
  },
};

export const LongText: Story = {
  args: { notes: [makeRetailerNote({ body: 'Unbroken'.repeat(60) })] },
};

export const AddFails: Story = {
  args: {
    onAdd: fn(() => Promise.reject(new Error('The merchant does not deal with that lender.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Note/ }), 'Checked the showroom.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
    await expect(
      await canvas.findByText('The merchant does not deal with that lender.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Note/ })).toHaveValue(
      'Checked the showroom.',
    );
  },
};
