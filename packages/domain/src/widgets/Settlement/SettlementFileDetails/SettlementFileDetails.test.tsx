import { makeSettlementFile } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettlementFileDetails } from './SettlementFileDetails';

describe('SettlementFileDetails', () => {
  it('says what the file covers, where it is, who got it and what failed', () => {
    render(
      <SettlementFileDetails
        file={makeSettlementFile({
          recipients: [{ display_name: 'Finance SFTP', status: 'Timed out' }],
          errors: ['Finance SFTP: the mail server did not answer.'],
        })}
        historyHref="/settlements/history/1002/"
      />,
    );
    const list = screen.getByLabelText('Daily settlement 2026-11-21');
    expect(list).toHaveTextContent('settlements/2/41.csv');
    expect(list).toHaveTextContent('Daily run');
    expect(list).toHaveTextContent('37, £48,129.50');
    expect(within(list).getByText('Timed out')).toBeInTheDocument();
    expect(list).toHaveTextContent('Finance SFTP: the mail server did not answer.');
    expect(screen.getByRole('link', { name: 'Settlement history of this file' })).toHaveAttribute(
      'href',
      '/settlements/history/1002/',
    );
  });

  it('says when the file has not been made yet', () => {
    render(<SettlementFileDetails file={makeSettlementFile({ status: 'Generating' })} />);
    expect(screen.getByLabelText('Daily settlement 2026-11-21')).toHaveTextContent('Not made yet');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
