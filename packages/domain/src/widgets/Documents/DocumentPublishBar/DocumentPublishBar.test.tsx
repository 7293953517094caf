import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentPublishBar, type DocumentPreview } from './DocumentPublishBar';

function preview(): DocumentPreview {
  return {
    sample: 'standard-purchase',
    setSample: vi.fn(),
    render: vi.fn(),
    pdfUrl: null,
    isPending: false,
    reset: vi.fn(),
  };
}

const base = {
  title: 'Northbridge Finance operating agreement',
  previewHtml: () => '<p>Draft text</p>',
  onPublish: vi.fn(),
};

describe('DocumentPublishBar', () => {
  describe('Save as Draft', () => {
    it('is offered only with onSaveDraft, and waits for edits', async () => {
      const onSaveDraft = vi.fn();
      const { rerender } = render(
        <DocumentPublishBar {...base} preview={preview()} canPublish onSaveDraft={onSaveDraft} />,
      );
      expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
      rerender(
        <DocumentPublishBar
          {...base}
          preview={preview()}
          canPublish
          onSaveDraft={onSaveDraft}
          canSaveDraft
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
      expect(onSaveDraft).toHaveBeenCalledTimes(1);
      rerender(<DocumentPublishBar {...base} preview={preview()} canPublish />);
      expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    });
  });

  describe('Publish', () => {
    it('calls onPublish when there is a draft to publish', async () => {
      const onPublish = vi.fn();
      render(<DocumentPublishBar {...base} preview={preview()} canPublish onPublish={onPublish} />);
      await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
      expect(onPublish).toHaveBeenCalledTimes(1);
    });

    it('is disabled on the live version and while a save or publish is under way', () => {
      const { rerender } = render(
        <DocumentPublishBar {...base} preview={preview()} canPublish={false} />,
      );
      expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
      rerender(<DocumentPublishBar {...base} preview={preview()} canPublish isBusy />);
      expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    });
  });

  it('links to the editor when given its address', () => {
    render(
      <DocumentPublishBar
        {...base}
        preview={preview()}
        canPublish
        editorHref="/documents/41/editor/"
      />,
    );
    expect(screen.getByRole('link', { name: 'Open the editor' })).toHaveAttribute(
      'href',
      '/documents/41/editor/',
    );
  });

  describe('Preview', () => {
    it('renders the HTML read when asked, and forgets the PDF on close', async () => {
      const state = preview();
      const html = vi.fn(() => '<p>Now</p>');
      render(<DocumentPublishBar {...base} preview={state} previewHtml={html} canPublish />);
      expect(html).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Render preview' }));
      expect(state.render).toHaveBeenCalledWith('<p>Now</p>');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(state.reset).toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
