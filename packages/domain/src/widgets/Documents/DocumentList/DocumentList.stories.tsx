import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyDocuments, storyOwners } from '../documentsStoryData';
import { DocumentList } from './DocumentList';

const meta = {
  title: 'Domain/Documents/DocumentList',
  component: DocumentList,
  tags: ['autodocs'],
  args: {
    owners: storyOwners,
    documents: storyDocuments,
    editHref: (document) => `/document-management/document-editor/${document.id}/`,
    versionHref: (document, version) =>
      `/document-management/document-editor/${document.id}/version/${version}/`,
    onCreate: fn(),
    onSelectedOwnerChange: fn(),
  },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff see a tab per lender. */
export const EveryLender: Story = {};

/** A lender user sees their own lender only. */
export const LenderUser: Story = {
  args: { owners: storyOwners.slice(0, 1) },
};

export const EmptyLender: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Pennine Retail Finance/ }));
    await expect(args.onSelectedOwnerChange).toHaveBeenCalledWith(8);
    await expect(canvas.getAllByText('No documents yet.')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { owners: [], documents: [], isLoading: true },
};

export const LoadFailed: Story = {
  args: { documents: [], error: 'The documents service did not answer. Please try again.' },
};

export const LongTitles: Story = {
  args: {
    documents: storyDocuments.map((document) => ({
      ...document,
      title: `${document.title} — revised for the consumer duty review and the ${'supercalifragilistic'.repeat(3)} rate card`,
    })),
  },
};
