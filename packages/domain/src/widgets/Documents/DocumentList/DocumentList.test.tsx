import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storyDocuments, storyOwners } from '../documentsStoryData';
import { DocumentList, type DocumentListProps } from './DocumentList';

function renderList(props: Partial<DocumentListProps> = {}) {
  const onCreate = vi.fn();
  const onSelectedOwnerChange = vi.fn();
  render(
    <DocumentList
      owners={storyOwners}
      documents={storyDocuments}
      editHref={(document) => `/document-management/document-editor/${document.id}/`}
      versionHref={(document, version) =>
        `/document-management/document-editor/${document.id}/version/${version}/`
      }
      onCreate={onCreate}
      onSelectedOwnerChange={onSelectedOwnerChange}
      {...props}
    />,
  );
  return { onCreate, onSelectedOwnerChange };
}

describe('DocumentList', () => {
  it('has a tab per lender with its number of documents', () => {
    renderList();
    const tabs = within(screen.getByRole('tablist', { name: 'Lenders' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Northbridge Finance3',
      'Albion Consumer Credit1',
      'Pennine Retail Finance0',
    ]);
  });

  it('shows the two panels with every column, versions and UK dates in UTC', () => {
    renderList();
    const customers = screen.getByRole('table', { name: 'Legal documents provided to customers' });
    const merchants = screen.getByRole('table', {
      name: 'Agreements between lender and merchants',
    });
    expect(
      within(customers)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Action', 'Document Title', 'Live Version', 'Current Draft', 'Date Created']);
    const information = within(customers).getByRole('row', {
      name: /pre-contract credit information/,
    });
    expect(information).toHaveTextContent('v3.0');
    expect(information).toHaveTextContent('None');
    // 23:45 UTC on 30 November is still the 30th in UTC.
    expect(information).toHaveTextContent('30/11/2025');
    const agreement = within(merchants).getByRole('row', { name: /operating agreement/ });
    expect(
      within(agreement).getByRole('link', { name: 'Edit Northbridge Finance operating agreement' }),
    ).toHaveAttribute('href', '/document-management/document-editor/41/');
    expect(
      within(agreement).getByRole('link', {
        name: 'View live version of Northbridge Finance operating agreement',
      }),
    ).toHaveAttribute('href', '/document-management/document-editor/41/version/1.0/');
  });

  it('says so when a panel has no documents', async () => {
    const user = userEvent.setup();
    const { onSelectedOwnerChange } = renderList();
    await user.click(screen.getByRole('tab', { name: /Pennine Retail Finance/ }));
    expect(onSelectedOwnerChange).toHaveBeenCalledWith(8);
    expect(screen.getAllByText('No documents yet.')).toHaveLength(2);
  });

  it('opens the create form with Create New Document', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderList();
    await user.click(screen.getByRole('button', { name: 'Create New Document' }));
    expect(onCreate).toHaveBeenCalled();
  });

  it('shows a loading state', () => {
    renderList({ owners: [], documents: [], isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading documents' })).toBeInTheDocument();
  });

  it('shows why the documents could not be loaded', () => {
    renderList({ error: 'The server did not answer.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The documents could not be loaded');
  });
});
