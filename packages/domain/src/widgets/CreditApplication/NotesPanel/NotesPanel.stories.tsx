import { makeApplicationNote, makeCreditApplication } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotesPanel, type NoteAttachment } from './NotesPanel';

/** A retailer's note with an attachment still being stored, over an internal note for the lender. */
const notes = [
  makeApplicationNote({
    note_id: 2,
    long_text: 'Customer asked for the delivery to be moved to Saturday.',
    noteType: 'Retailer Note',
    author: 'Rita Retailer',
    created_at: '2026-03-02T12:00:00Z',
    attachments: [{ file_name: 'delivery-note.pdf', url: null }],
  }),
  makeApplicationNote({ long_text: 'Income confirmed by payslip.', lender_id: 2 }),
];

const meta = {
  title: 'Domain/CreditApplication/NotesPanel',
  component: NotesPanel,
  tags: ['autodocs'],
  args: {
    notes,
    lenders: makeCreditApplication().lenders,
    status: 'REFER',
    canAdd: true,
    onAddNote: fn(async () => undefined),
    onUploadAttachment: fn(async (file: File) => ({ file_name: file.name, upload_id: 1 })),
  },
} satisfies Meta<typeof NotesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddARetailerNote: Story = {
  play: async ({ args, canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add Note' });
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Note/ }), 'Delivery booked.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Retailer Note' }));
    await userEvent.click(add);
    await expect(args.onAddNote).toHaveBeenCalledWith({
      long_text: 'Delivery booked.',
      noteType: 'Retailer Note',
      lender_id: null,
      attachments: [],
    });
  },
};

export const NoteForOneLender: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText(/Internal Note · For Northern Finance/)).toBeVisible();
    await expect(canvas.getByText(/Retailer Note · For all lenders/)).toBeVisible();
    const lender = canvas.getByRole('button', { name: /Lender$/ });
    await expect(lender).toHaveTextContent('All lenders');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Note/ }), 'Payslip checked.');
    await userEvent.click(lender);
    const listbox = within(canvasElement.ownerDocument.body).getByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Northern Finance' }));
    await expect(lender).toHaveTextContent('Northern Finance');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
    await expect(args.onAddNote).toHaveBeenCalledWith({
      long_text: 'Payslip checked.',
      noteType: 'Internal Note',
      lender_id: 2,
      attachments: [],
    });
  },
};

export const Declined: Story = {
  args: { status: 'DECLINE' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Adding notes is disabled for declined applications.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { notes: undefined } };

export const NoNotes: Story = { args: { notes: [] } };

export const ReadOnly: Story = { args: { canAdd: false } };

export const Error: Story = {
  args: { errorMessage: 'The note could not be added.', onDismissError: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Dismiss|Close/ }));
    await expect(args.onDismissError).toHaveBeenCalled();
  },
};

export const LongNote: Story = {
  args: {
    notes: [
      {
        ...notes[0]!,
        long_text: `${'A very long note without any breaks '.repeat(20)}AVERYLONGWORDWITHOUTANYBREAKSATALLTHATKEEPSGOINGANDGOINGANDGOING`,
      },
    ],
  },
};

const pdfFile = () => new File(['%PDF-1.4'], 'payslip.pdf', { type: 'application/pdf' });
const fileInputOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

export const AttachmentsToDownload: Story = {
  args: {
    notes: [
      {
        ...notes[0]!,
        attachments: [
          { file_name: 'delivery-note.pdf', url: '/api/credit-applications/1/uploads/1/file' },
        ],
      },
      notes[1]!,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'delivery-note.pdf' })).toHaveAttribute(
      'download',
      'delivery-note.pdf',
    );
  },
};

export const AttachAFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), pdfFile());
    await expect(args.onUploadAttachment).toHaveBeenCalled();
    const list = await canvas.findByRole('list', { name: 'Attachments to add' });
    await expect(list).toHaveTextContent('payslip.pdf');
    await expect(canvas.getByRole('button', { name: 'Remove payslip.pdf' })).toBeEnabled();
  },
};

export const UploadFails: Story = {
  args: {
    onUploadAttachment: fn<(file: File) => Promise<NoteAttachment>>(() =>
      Promise.reject(new globalThis.Error('Failed to upload')),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), pdfFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to upload');
  },
};
