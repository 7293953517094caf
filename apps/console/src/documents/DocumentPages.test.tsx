import {
  createDocumentStore,
  documentHandlers,
  handlers,
  makeDocument,
  makeDocumentVersion,
  makeNavigationSection,
  makeUser,
  sessionHandlers as sessionHandlersFor,
  type DocumentMockStore,
} from '@backoffice/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

const server = setupServer(...handlers, ...sessionHandlers);
/** A staff member who manages lender documents. */
const documentManager = sessionHandlersFor({
  user: makeUser({ username: 'admin', first_name: 'Alex', last_name: 'Morgan' }),
  navigation: [
    makeNavigationSection({
      label: 'Account Management',
      navigation_items: [{ label: 'Lender Documents', url: 'document-management' }],
    }),
  ],
});
let store: DocumentMockStore;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = emptyRects;
  Element.prototype.getClientRects = emptyRects;
  document.elementFromPoint = () => null;
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  store = createDocumentStore([
    makeDocument(),
    makeDocument({
      id: 42,
      title: 'Albion pre-contract information',
      owner_id: 6,
      document_type: 'precontract_information',
      tags: ['customer'],
      live_version: '2.0',
      latest_draft_version: null,
      drafts: [],
      published_versions: [makeDocumentVersion({ version: '2.0' })],
      content: '<p>Representative APR {{ finance_apr }}</p>',
    }),
  ]);
  server.use(...documentHandlers(store), ...documentManager);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Lender Documents', () => {
  it('is reached from its navigation entry and lists the documents of each lender', async () => {
    const user = userEvent.setup();
    renderApp('/', testSession);
    await user.click(await screen.findByRole('link', { name: 'Lender Documents' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lender Documents' }),
    ).toBeVisible();
    const tabs = await screen.findByRole('tablist', { name: 'Lenders' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Northbridge Finance1', 'Albion Consumer Credit1']);
    const merchants = await screen.findByRole('table', {
      name: 'Agreements between lender and merchants',
    });
    expect(
      within(merchants).getByRole('row', { name: /Northbridge Finance operating agreement/ }),
    ).toHaveTextContent('v1.0v1.112/01/2026');
  });

  it('creates a document for the lender of the open tab and opens it at draft v1.0', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/document-management/?lender=6', testSession);
    await user.click(await screen.findByRole('button', { name: 'Create New Document' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Document' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Lender/ })).toHaveTextContent(
      'Albion Consumer Credit',
    );
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Albion operating agreement');
    await user.click(screen.getByRole('button', { name: /Document type/ }));
    await user.click(screen.getByRole('option', { name: 'Retailer operating agreement' }));
    await user.click(screen.getByRole('button', { name: 'Create Document' }));
    const banner = await screen.findByRole('region', { name: 'Version' });
    expect(banner).toHaveTextContent('Albion operating agreement');
    expect(banner).toHaveTextContent('v1.0');
    expect(banner).toHaveTextContent('No version is live yet.');
    expect(router.state.location.pathname).toBe('/document-management/document-editor/43/');
    expect(store.documents.at(-1)).toMatchObject({ owner_id: 6, tags: ['retailer'] });
  });

  it('saves a draft as the next minor version and publishes it after the review', async () => {
    const user = userEvent.setup();
    renderApp('/document-management/document-editor/41/', testSession);
    const banner = await screen.findByRole('region', { name: 'Version' });
    expect(banner).toHaveTextContent('v1.1');
    const save = screen.getByRole('button', { name: 'Save as Draft' });
    expect(save).toBeDisabled();
    await screen.findByRole('textbox', { name: 'Document text' });
    await user.click(screen.getByRole('button', { name: 'Contact name retailer_contact' }));
    await waitFor(() => expect(save).toBeEnabled());
    expect(banner).toHaveTextContent('Unsaved changes');
    await user.type(
      screen.getByRole('textbox', { name: 'Notes for the next draft' }),
      'Adds the contact',
    );
    await user.click(save);
    await waitFor(() => expect(banner).toHaveTextContent('v1.2'));
    expect(store.documents[0]?.drafts?.[0]).toMatchObject({
      version: '1.2',
      notes: ['Adds the contact'],
    });
    expect(store.contents.get(41)?.get('1.2')).toContain('{{ retailer_contact }}');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const review = await screen.findByRole('dialog', { name: 'Publish as v2.0' });
    expect(review).toHaveTextContent(
      'Draft v1.2 becomes the live version v2.0, and every draft is erased.',
    );
    await user.click(within(review).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 2.0 is live.')).toBeVisible();
    await waitFor(() => expect(banner).toHaveTextContent('This is the version in use.'));
    expect(store.documents[0]).toMatchObject({
      live_version: '2.0',
      latest_draft_version: null,
      drafts: [],
    });
    // The status banner stays for one second.
    await waitFor(() => expect(screen.queryByText('Version 2.0 is live.')).not.toBeInTheDocument());
    // Nothing to publish on the live version.
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('leaves Ctrl+K to the text for a link, not the command palette', async () => {
    const user = userEvent.setup();
    renderApp('/document-management/document-editor/42/', testSession);
    const text = await screen.findByRole('textbox', { name: 'Document text' });
    text.focus();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Link' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });

  it('previews the document as a PDF with the chosen sample data', async () => {
    const user = userEvent.setup();
    renderApp('/document-management/document-editor/42/', testSession);
    await screen.findByRole('textbox', { name: 'Document text' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    await user.click(within(dialog).getByRole('button', { name: 'Render preview' }));
    expect(
      await within(dialog).findByTitle('Preview of Albion pre-contract information'),
    ).toHaveAttribute('src', 'blob:preview');
    expect(store.previews[0]).toMatchObject({
      type: 'precontract_information',
      sample: 'standard-purchase',
    });
    expect(store.previews[0]?.content).toContain('{{ finance_apr }}');
  });

  it('shows a version read only, with Publish disabled on the live version', async () => {
    renderApp('/document-management/document-editor/42/version/2.0/', testSession);
    const text = await screen.findByRole('textbox', { name: 'Document text, version 2.0' });
    expect(text).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByRole('region', { name: 'Version' })).toHaveTextContent('Live');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('says once that refused documents are not allowed, with no list and nothing to retry', async () => {
    server.use(
      http.get('*/api/documents', () =>
        HttpResponse.json(
          { error: { code: 'ERR_FORBIDDEN', message: 'You do not have permission to do this.' } },
          { status: 403 },
        ),
      ),
    );
    renderApp('/document-management/', testSession);
    expect(
      await screen.findByText('You do not have permission to view this page.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/permission/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Document' })).not.toBeInTheDocument();
  });

  it('says once that a refused document is not allowed', async () => {
    server.use(
      http.get('*/api/documents/42', () =>
        HttpResponse.json(
          { error: { code: 'ERR_FORBIDDEN', message: 'You do not have permission to do this.' } },
          { status: 403 },
        ),
      ),
    );
    renderApp('/document-management/document-editor/42/', testSession);
    expect(
      await screen.findByText('You do not have permission to view this page.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/permission/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says Page Not found for any other path', async () => {
    renderApp('/document-management/somewhere/else/', testSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not found' })).toBeVisible();
  });

  it('says Page Not found for a document that does not exist', async () => {
    renderApp('/document-management/document-editor/999/', testSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not found' })).toBeVisible();
  });
});
