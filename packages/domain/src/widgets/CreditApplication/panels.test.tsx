import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreditFileViewer } from './CreditFileViewer';
import { readCreditFile, readCreditSentry, readFinance } from './creditApplicationData';
import {
  storyApplication,
  storyCreditFile,
  storyCreditSentry,
  storyDecisionLogs,
} from './creditApplicationStoryData';
import { CreditSentryPanel } from './CreditSentryPanel';
import { DecisionLogPanel } from './DecisionLogPanel';
import { DepositPanel } from './DepositPanel';
import { FinancePanel } from './FinancePanel';
import { FraudInfoPanel } from './FraudInfoPanel';
import { IdentificationPanel } from './IdentificationPanel';
import { OrderGoods } from './OrderGoods';
import { OrderSummary } from './OrderSummary';
import { StatusHistory } from './StatusHistory';

const finance = readFinance(storyApplication.finance);

describe('DepositPanel', () => {
  it('shows what remains to pay, and numbered failed attempts', () => {
    render(<DepositPanel deposit={finance.deposit} status="REFER" />);
    expect(screen.getByText('Remaining').nextSibling).toHaveTextContent('£200.00');
    const errors = within(screen.getByRole('list', { name: 'Deposit Errors' })).getAllByRole(
      'listitem',
    );
    expect(errors[1]).toHaveTextContent('Attempt 2');
    expect(errors[1]).toHaveTextContent('The security code did not match.');
  });

  it.each(['DECLINE', 'CANCEL', 'PREDECLINE'])('shows £0.00 remaining for %s', (status) => {
    render(<DepositPanel deposit={finance.deposit} status={status} />);
    expect(screen.getByText('Remaining').nextSibling).toHaveTextContent('£0.00');
  });
});

describe('OrderGoods', () => {
  it('totals each line and the order', () => {
    render(<OrderGoods goods={finance.goods} />);
    const table = screen.getByRole('table', { name: 'Order Goods' });
    expect(within(table).getByRole('row', { name: /Oak dining chair/ })).toHaveTextContent(
      '£500.00',
    );
    expect(within(table).getByRole('row', { name: /Grand Total/ })).toHaveTextContent('£2,000.00');
  });
});

describe('StatusHistory', () => {
  it('hides NO-DECISION and puts SUBMITTED last', () => {
    render(<StatusHistory entries={storyApplication.status_logs} />);
    const items = within(screen.getByRole('list', { name: 'Status History' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^REFER/);
    expect(items[1]).toHaveTextContent(/^SUBMITTED/);
  });
});

describe('DecisionLogPanel', () => {
  it('shows decisions upper-case with seconds, emphasising the current one', () => {
    render(<DecisionLogPanel logs={storyDecisionLogs} currentDecisionLogId={9002} />);
    const current = screen.getByRole('row', { name: /REFER/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveTextContent('1.84 s');
    expect(screen.getByRole('heading', { name: 'Stage #2' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Rules of the current decision' }),
    ).toBeInTheDocument();
  });

  it('does not call the rules current once an underwriter has decided by hand', () => {
    render(
      <DecisionLogPanel
        logs={storyDecisionLogs}
        currentDecisionLogId={9002}
        manualDecision={{ status: 'ACCEPT', timestamp: '2026-11-24T10:15:00.000Z' }}
      />,
    );
    expect(screen.getByText(/^Underwritten manually to ACCEPT on /)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Rules of the last automatic decision' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Rules of the current decision' }),
    ).not.toBeInTheDocument();
  });
});

describe('CreditFileViewer', () => {
  it('shows at most 12 months of history and N/A for missing values', async () => {
    const user = userEvent.setup();
    render(<CreditFileViewer file={readCreditFile(storyCreditFile)} />);
    await user.click(screen.getByRole('tab', { name: /Accounts/ }));
    const history = screen.getByRole('table', { name: 'History of account 1' });
    expect(within(history).getAllByRole('row')).toHaveLength(13);
    expect(screen.getAllByText('Settlement Date')[0]!.nextSibling).toHaveTextContent('N/A');
  });

  it('sums the file up from its records: statuses, CCJs, insolvencies, addresses, electoral roll', () => {
    render(<CreditFileViewer file={readCreditFile(storyCreditFile)} />);
    const summary = within(screen.getByLabelText('Summary', { selector: 'dl' }));
    const value = (term: string) => summary.getByText(term).nextSibling;
    expect(value('Accounts')).toHaveTextContent('2');
    expect(value('Total Balance')).toHaveTextContent('£1,650.00');
    expect(value('Worst Current Status')).toHaveTextContent('Default (D)');
    expect(value('Worst Status (12 months)')).toHaveTextContent('Default (D)');
    expect(value('CCJs Active')).toHaveTextContent('1 (£450.00)');
    expect(value('CCJs Satisfied')).toHaveTextContent('1 (£120.00)');
    expect(value('Bankruptcy or Insolvency: Discharged')).toHaveTextContent('1');
    expect(value('Bankruptcy or Insolvency: Insolvent')).toHaveTextContent('0');
    expect(value('Bankruptcy or Insolvency: Restricted')).toHaveTextContent('0');
    expect(value('Addresses Submitted')).toHaveTextContent('2');
    expect(value('Addresses Linked or Undisclosed')).toHaveTextContent('1');
    expect(value('Electoral Roll: Address Confirmed')).toHaveTextContent('Yes');
    expect(value('Electoral Roll: Person Confirmed')).toHaveTextContent('Yes');
    expect(value('Electoral Roll: Years')).toHaveTextContent('6');
  });

  it("shows each account's match details against the applicant", async () => {
    const user = userEvent.setup();
    render(<CreditFileViewer file={readCreditFile(storyCreditFile)} />);
    await user.click(screen.getByRole('tab', { name: /Accounts/ }));
    const [first, second] = screen.getAllByText('Match Details');
    expect(first!.nextSibling).toHaveTextContent('Matched: Name, Date of Birth, Address');
    expect(second!.nextSibling).toHaveTextContent('Not matched: Name, Address');
  });
});

describe('CreditSentryPanel', () => {
  it('lists flags, the data sources and numbered sanction results', () => {
    render(<CreditSentryPanel sentry={readCreditSentry(storyCreditSentry)} />);
    expect(
      within(screen.getByRole('list', { name: 'Flags' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'TraceSmart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sanction Result 2' })).toBeInTheDocument();
  });
});

describe('CreditSentryPanel watch list matches', () => {
  it('shows the flag and which watch list items the application matched', () => {
    render(
      <CreditSentryPanel
        sentry={readCreditSentry({
          flags: ['WATCH_LIST_MATCH'],
          watch_list: [{ display: 'Watch List 3, item 1017', value: 'Email address' }],
        })}
      />,
    );
    expect(screen.getByRole('list', { name: 'Flags' })).toHaveTextContent('WATCH_LIST_MATCH');
    expect(screen.getByRole('heading', { name: 'Watch List' })).toBeInTheDocument();
    expect(screen.getByText('Watch List 3, item 1017')).toBeInTheDocument();
  });
});

describe('IdentificationPanel', () => {
  it('shows whether each upload passed', () => {
    const sentry = readCreditSentry(storyCreditSentry);
    render(<IdentificationPanel uploads={sentry.idUploads} events={sentry.idVerificationEvents} />);
    const table = screen.getByRole('table', { name: 'ID Uploads' });
    expect(within(table).getByRole('row', { name: /passport-front/ })).toHaveTextContent('no');
    expect(within(table).getByRole('row', { name: /driving-licence/ })).toHaveTextContent(
      'pending',
    );
  });

  it("downloads each stored upload through its signed address, under the file's name", () => {
    const sentry = readCreditSentry(storyCreditSentry);
    render(<IdentificationPanel uploads={sentry.idUploads} events={sentry.idVerificationEvents} />);
    const table = screen.getByRole('table', { name: 'ID Uploads' });
    const link = within(table).getByRole('link', {
      name: 'Download passport-front.png (attempt 1)',
    });
    expect(link).toHaveAttribute('href', sentry.idUploads[0]!.url);
    expect(link).toHaveAttribute('download', 'passport-front.png');
    expect(within(table).getByRole('row', { name: /driving-licence/ })).toHaveTextContent(
      'Not available',
    );
  });
});

describe('FraudInfoPanel', () => {
  const sections = [
    {
      title: 'Deposit',
      items: [
        { display: 'Amount', value: 24_950, unit: 'pence' as const },
        { display: 'Failed attempts', value: 2 },
      ],
    },
  ];

  it.each(['Active', 'Inactive'] as const)('shows the service %s as the server says', (status) => {
    render(<FraudInfoPanel status={status} sections={sections} />);
    expect(screen.getByText(/Fraud scoring service/)).toHaveTextContent(
      `Fraud scoring service: ${status}`,
    );
  });

  it('shows amounts the server sends in pence in pounds, other numbers as they are', () => {
    render(<FraudInfoPanel status="Active" sections={sections} />);
    expect(screen.getByText('Amount').nextSibling).toHaveTextContent('£249.50');
    expect(screen.getByText('Failed attempts').nextSibling).toHaveTextContent('2');
  });
});

describe('product codes', () => {
  it('reads the finance product as people say it', () => {
    render(<FinancePanel finance={finance} />);
    expect(screen.getByText('Finance Product').nextSibling).toHaveTextContent(
      'In-store, 19.9% APR, 24 months (IS-19.9-24)',
    );
  });

  it('reads the order summary product as people say it', () => {
    render(<OrderSummary application={{ ...storyApplication, product_code: 'ONIF12' }} />);
    expect(screen.getByText('Product').nextSibling).toHaveTextContent(
      'Online, interest free, 12 months (ONIF12)',
    );
  });
});

describe('OrderSummary agreement', () => {
  it.each(['service', 'lender'] as const)(
    'offers the %s variant the agreement when the server sends its link',
    async (variant) => {
      const onDownloadAgreement = vi.fn();
      render(
        <OrderSummary
          application={storyApplication}
          variant={variant}
          onDownloadAgreement={onDownloadAgreement}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Agreement' }));
      expect(onDownloadAgreement).toHaveBeenCalledOnce();
    },
  );

  it('offers no agreement without the link', () => {
    render(
      <OrderSummary
        application={{ ...storyApplication, _links: { self: storyApplication._links.self } }}
        onDownloadAgreement={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Agreement' })).not.toBeInTheDocument();
  });
});
