import {
  makeApplicationNote,
  makeCreditApplication,
  makeCreditFile,
  makeDecisionLog,
  makeFraudInformation,
} from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CreditApplicationDetail,
  type CreditApplicationDetailProps,
} from './CreditApplicationDetail';

function renderDetail(props: Partial<CreditApplicationDetailProps> = {}) {
  const callbacks = {
    onSaveConsumer: vi.fn(async () => undefined),
    onAddNote: vi.fn(async () => undefined),
    onUploadAttachment: vi.fn(async (file: File) => ({ file_name: file.name, upload_id: 1 })),
    onAction: vi.fn(async () => undefined),
    onActionSuccess: vi.fn(),
    onDownloadAgreement: vi.fn(async () => undefined),
    renderIdImage: vi.fn(() => null),
  };
  render(
    <CreditApplicationDetail
      application={makeCreditApplication({
        charges: [
          { description: 'Late fee', created_at: '2026-03-03T09:00:00Z', amount_pence: 1200 },
        ],
      })}
      variant="service"
      notes={[makeApplicationNote()]}
      decisionLogs={[makeDecisionLog()]}
      creditFiles={[makeCreditFile()]}
      fraud={makeFraudInformation()}
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, user: userEvent.setup() };
}

const tabNames = (name: string) =>
  within(screen.getByRole('tablist', { name }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('CreditApplicationDetail', () => {
  it('adds a History tab and the subject access link only when the page gives them', async () => {
    const { user } = renderDetail({
      history: <p>The application's events</p>,
      subjectAccessHref: '/audit/consumers/100234/',
    });
    expect(
      screen.getByRole('link', { name: "Subject access: who has seen this consumer's data" }),
    ).toHaveAttribute('href', '/audit/consumers/100234/');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText("The application's events")).toBeVisible();
  });

  it('shows the heading with id, loan type and status, and the tab groups', () => {
    renderDetail();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Credit Application 100234IS InstoreREFER',
    );
    expect(tabNames('Application details')).toEqual([
      'Customer',
      'Finance',
      'Deposit',
      'Decision Log',
      'Charges',
    ]);
    expect(tabNames('Notes and checks')).toEqual([
      'Notes1',
      'Credit Sentry',
      'Rules',
      'Credit File',
      'Fraud Info',
      'Email Customer',
    ]);
    expect(screen.getByRole('table', { name: 'Order Goods' })).toHaveTextContent('£2,000.00');
    expect(screen.getByRole('link', { name: '100199' })).toHaveAttribute(
      'href',
      '/credit-app/100199/',
    );
  });

  it('says who holds the application in its work queue, and nothing when nobody does', () => {
    renderDetail({
      application: makeCreditApplication({
        queue_holder: { user_id: 7, name: 'Priya Shah', held_at: '2026-03-03T09:00:00Z' },
      }),
    });
    expect(screen.getByText('Held in its work queue by Priya Shah')).toBeInTheDocument();
  });

  it('reaches the second tab group from the section index, focus and all', async () => {
    // jsdom lays nothing out, so it has no scrollIntoView of its own.
    Element.prototype.scrollIntoView = vi.fn();
    const { user } = renderDetail();
    const index = screen.getByRole('navigation', { name: 'On this page' });
    await user.click(within(index).getByRole('link', { name: 'Notes and checks' }));
    expect(screen.getByRole('region', { name: 'Notes and checks' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: /Notes/, selected: true })).toHaveFocus();
  });

  it('keeps the rules on the Rules tab: the Decision Log leads there instead of repeating them', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const { user } = renderDetail();
    await user.click(screen.getByRole('tab', { name: 'Decision Log' }));
    const log = screen.getByRole('tabpanel', { name: 'Decision Log' });
    expect(within(log).getByRole('table', { name: 'Decision Log' })).toBeInTheDocument();
    expect(within(log).queryByRole('heading', { name: /^Rules of/ })).toBeNull();
    await user.click(within(log).getByRole('button', { name: 'Show the rules' }));
    expect(screen.getByRole('tab', { name: 'Rules', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notes and checks' })).toHaveFocus();
    expect(
      within(screen.getByRole('tabpanel', { name: 'Rules' })).getByRole('heading', {
        name: 'Rules of the current decision',
      }),
    ).toBeVisible();
  });

  it('shows only the tabs with something in them', () => {
    renderDetail({ decisionLogs: [], creditFiles: [], fraud: undefined });
    expect(tabNames('Application details')).toEqual(['Customer', 'Finance', 'Deposit', 'Charges']);
    expect(tabNames('Notes and checks')).toEqual(['Notes1', 'Credit Sentry', 'Email Customer']);
  });

  it("sends Email Customer as an internal note to the customer's address", async () => {
    const { user, onAddNote } = renderDetail();
    await user.click(screen.getByRole('tab', { name: 'Email Customer' }));
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Please call us.');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(onAddNote).toHaveBeenCalledWith({
      long_text: 'Please call us.',
      noteType: 'Internal Note',
      recipients: ['jane.smith@example.co.uk'],
    });
  });

  it('shows why a note could not be added in the Notes tab', async () => {
    const { user } = renderDetail({
      onAddNote: vi.fn(async () => {
        throw new Error('The note could not be added.');
      }),
    });
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'Delivery booked.');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(
      within(screen.getByRole('tabpanel', { name: /Notes/ })).getByText(
        'The note could not be added.',
      ),
    ).toBeVisible();
  });

  it('shows above the page why the agreement could not be downloaded', async () => {
    const application = makeCreditApplication();
    const { user } = renderDetail({
      application: {
        ...application,
        _links: {
          ...application._links,
          agreement: { href: '/credit-applications/100234/agreement', title: 'Agreement' },
        },
      },
      onDownloadAgreement: vi.fn(async () => {
        throw new Error('The agreement is not ready yet.');
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Agreement' }));
    expect(await screen.findByText('The agreement is not ready yet.')).toBeVisible();
  });
});
