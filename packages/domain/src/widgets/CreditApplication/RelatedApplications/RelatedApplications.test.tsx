import { makeCreditApplication } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RelatedApplications } from './RelatedApplications';

describe('RelatedApplications', () => {
  it("links each of the consumer's other applications to its detail, with its status", () => {
    render(
      <RelatedApplications
        applications={makeCreditApplication().related_credit_application_summaries ?? []}
      />,
    );
    const table = screen.getByRole('table', { name: 'Related Applications' });
    expect(within(table).getByRole('link', { name: '100199' })).toHaveAttribute(
      'href',
      '/credit-app/100199/',
    );
    expect(within(table).getByRole('row', { name: /100199/ })).toHaveTextContent('DECLINE');
  });

  it('says when there are none', () => {
    render(<RelatedApplications applications={[]} />);
    expect(screen.getByText('No related applications.')).toBeInTheDocument();
  });
});
