import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentPublishDialog, type DocumentPublishDialogProps } from './DocumentPublishDialog';

function renderDialog(props: Partial<DocumentPublishDialogProps> = {}) {
  const onPublish = vi.fn();
  const onClose = vi.fn();
  render(
    <DocumentPublishDialog
      isOpen
      draftVersion="1.2"
      nextLiveVersion="2.0"
      liveVersion="1.0"
      liveText={'# Agreement\nSettlement in three days'}
      draftText={'# Agreement\nSettlement in two days'}
      checks={[]}
      onPublish={onPublish}
      onClose={onClose}
      {...props}
    />,
  );
  return { onPublish, onClose };
}

describe('DocumentPublishDialog', () => {
  it('says what goes live and shows the draft beside the live version', async () => {
    const user = userEvent.setup();
    const { onPublish } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Publish as v2.0' });
    expect(dialog).toHaveTextContent(
      'Draft v1.2 becomes the live version v2.0, and every draft is erased.',
    );
    const comparison = within(dialog).getByRole('table', {
      name: 'Live v1.0 compared with Draft v1.2',
    });
    expect(comparison).toHaveTextContent('removed: Settlement in three days');
    expect(comparison).toHaveTextContent('added: Settlement in two days');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(onPublish).toHaveBeenCalled();
  });

  it('warns about checks to fix, and says when nothing is live yet', () => {
    renderDialog({
      liveVersion: null,
      liveText: null,
      draftVersion: null,
      nextLiveVersion: '1.0',
      checks: [{ kind: 'empty-document', severity: 'error', message: 'The document is empty.' }],
    });
    const dialog = screen.getByRole('dialog', { name: 'Publish as v1.0' });
    expect(dialog).toHaveTextContent(
      'Your changes are saved as a draft, which becomes the live version v1.0',
    );
    expect(dialog).toHaveTextContent(
      'One check needs fixing before this document is fit to go live.',
    );
    expect(dialog).toHaveTextContent('No version is live yet: the whole draft goes live.');
  });
});
