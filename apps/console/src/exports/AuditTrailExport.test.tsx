import {
  createExportStore,
  exportsHandlers,
  handlers,
  type ExportMockStore,
} from '@backoffice/api-client/mocks';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../App';
import { tokenStore } from '../session/api';
import { sessionHandlers } from '../test/handlers';
import { testSession } from '../test/renderApp';
import { AuditTrailExport } from './AuditTrailExport';

const server = setupServer(...handlers, ...sessionHandlers);
let store: ExportMockStore;
const saved: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createExportStore({ pendingPolls: 1 });
  server.use(...exportsHandlers(store));
  saved.length = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function renderControl() {
  tokenStore.write(testSession);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <AuditTrailExport filters={{ user_id: 3, action: 'sign_in', date_from: '2026-11-01' }} />
    </AppProviders>,
  );
}

describe('the audit trail export', () => {
  it("exports the trail's filters with the ticked fields and saves the file", async () => {
    renderControl();
    await userEvent.click(await screen.findByRole('button', { name: /Export Report/ }));
    expect(screen.queryByRole('menuitem', { name: 'Schedule as Report' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download as File' }));
    const dialog = screen.getByRole('dialog', { name: 'Download as File' });
    expect(within(dialog).getByRole('checkbox', { name: 'When' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'IP address' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('Downloaded audit_trail-1.csv (2 rows).')).toBeVisible();
    expect(saved).toEqual(['audit_trail-1.csv']);
    expect(store.exportRequests).toEqual([
      {
        report: 'audit_trail',
        type: 'csv',
        fields: ['happened_at', 'user.name', 'action', 'subject', 'detail', 'ip_address'],
        filters: { user_id: 3, action: 'sign_in', date_from: '2026-11-01' },
      },
    ]);
  });
});
