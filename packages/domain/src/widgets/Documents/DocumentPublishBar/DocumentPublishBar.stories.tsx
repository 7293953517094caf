import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { storyDocuments } from '../documentsStoryData';
import { DocumentPublishBar, type DocumentPreview } from './DocumentPublishBar';

const draftHtml = '<p>Settlement within two working days.</p>';

function storyPreview(overrides: Partial<DocumentPreview> = {}): DocumentPreview {
  return {
    sample: 'standard-purchase',
    setSample: fn(),
    render: fn(),
    pdfUrl: null,
    isPending: false,
    reset: fn(),
    ...overrides,
  };
}

const meta = {
  title: 'Domain/Documents/DocumentPublishBar',
  component: DocumentPublishBar,
  tags: ['autodocs'],
  args: {
    title: storyDocuments[0]?.title ?? '',
    preview: storyPreview(),
    previewHtml: () => draftHtml,
    canPublish: true,
    onPublish: fn(),
  },
} satisfies Meta<typeof DocumentPublishBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the editor with edits: Save as Draft and Publish (which saves the edits first). */
export const EditorWithChanges: Story = {
  args: { onSaveDraft: fn(), canSaveDraft: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save as Draft' }));
    await expect(args.onSaveDraft).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};

/** In the editor on the live version, nothing edited: nothing to save or publish. */
export const EditorWithNothingToPublish: Story = {
  args: { onSaveDraft: fn(), canSaveDraft: false, canPublish: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Preview' })).toBeEnabled();
  },
};

/** A save or a publish is under way. */
export const Busy: Story = {
  args: { onSaveDraft: fn(), canSaveDraft: true, isBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};

/** A saved draft shown read only: Open the editor, Preview and Publish. */
export const SavedDraft: Story = {
  args: { editorHref: '/documents/41/editor/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open the editor' })).toHaveAttribute(
      'href',
      '/documents/41/editor/',
    );
    await expect(canvas.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
  },
};

/** The live version shown read only: it cannot be published again. */
export const LiveVersion: Story = {
  args: { editorHref: '/documents/41/editor/', canPublish: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};

/** Preview opens its dialog and renders the HTML the page gives at that moment. */
export const PreviewOpened: Story = {
  args: { onSaveDraft: fn(), canSaveDraft: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Render preview' }));
    await expect(args.preview.render).toHaveBeenCalledWith(draftHtml);
  },
};
