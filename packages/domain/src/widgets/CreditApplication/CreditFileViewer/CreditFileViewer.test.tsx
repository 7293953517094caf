import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import meta from './CreditFileViewer.stories';
import { CreditFileViewer } from './CreditFileViewer';

describe('CreditFileViewer', () => {
  it('shows at most 12 months of history and N/A for missing values', async () => {
    const user = userEvent.setup();
    render(<CreditFileViewer file={meta.args.file} />);
    await user.click(screen.getByRole('tab', { name: /Accounts/ }));
    const history = screen.getByRole('table', { name: 'History of account 1' });
    expect(within(history).getAllByRole('row')).toHaveLength(13);
    expect(screen.getAllByText('Settlement Date')[0]!.nextSibling).toHaveTextContent('N/A');
  });

  it('sums the file up from its records: statuses, CCJs, insolvencies, addresses, electoral roll', () => {
    render(<CreditFileViewer file={meta.args.file} />);
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
    render(<CreditFileViewer file={meta.args.file} />);
    await user.click(screen.getByRole('tab', { name: /Accounts/ }));
    const [first, second] = screen.getAllByText('Match Details');
    expect(first!.nextSibling).toHaveTextContent('Matched: Name, Date of Birth, Address');
    expect(second!.nextSibling).toHaveTextContent('Not matched: Name, Address');
  });
});
