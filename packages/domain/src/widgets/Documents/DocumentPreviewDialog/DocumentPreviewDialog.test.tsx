import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentPreviewDialog, type DocumentPreviewDialogProps } from './DocumentPreviewDialog';

const pdf = `data:application/pdf;base64,${btoa('%PDF-1.4 preview')}`;

function renderDialog(props: Partial<DocumentPreviewDialogProps> = {}) {
  const handlers = { onSampleChange: vi.fn(), onRender: vi.fn(), onClose: vi.fn() };
  render(
    <DocumentPreviewDialog
      isOpen
      title="Operating agreement"
      sample="standard-purchase"
      pdfUrl={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('DocumentPreviewDialog', () => {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = vi.fn();
  });

  it('renders with the chosen sample data', async () => {
    const user = userEvent.setup();
    const { onSampleChange, onRender } = renderDialog();
    await user.click(screen.getByRole('button', { name: /Sample data/ }));
    await user.click(screen.getByRole('option', { name: /Interest-free purchase/ }));
    expect(onSampleChange).toHaveBeenCalledWith('interest-free-purchase');
    await user.click(screen.getByRole('button', { name: 'Render preview' }));
    expect(onRender).toHaveBeenCalled();
  });

  it('shows the PDF in a frame, with a download', () => {
    renderDialog({ pdfUrl: pdf });
    expect(screen.getByTitle('Preview of Operating agreement')).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      'blob:preview-1',
    );
  });

  it('shows progress and a refusal', () => {
    renderDialog({ isPending: true, error: 'Content: Could not get src from map' });
    expect(screen.getByRole('progressbar', { name: 'Rendering the preview' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not get src from map');
  });
});
