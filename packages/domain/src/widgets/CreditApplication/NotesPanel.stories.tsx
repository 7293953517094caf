import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyNotes } from './creditApplicationStoryData';
import { NotesPanel } from './NotesPanel';

const meta = {
  title: 'Domain/CreditApplication/NotesPanel',
  component: NotesPanel,
  tags: ['autodocs'],
  args: {
    notes: storyNotes,
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
        ...storyNotes[0]!,
        long_text: `${'A very long note without any breaks '.repeat(20)}AVERYLONGWORDWITHOUTANYBREAKSATALLTHATKEEPSGOINGANDGOINGANDGOING`,
      },
    ],
  },
};
