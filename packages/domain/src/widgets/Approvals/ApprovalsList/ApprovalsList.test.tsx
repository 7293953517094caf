// @vitest-environment jsdom
import { decidedApprovalRequest, makeApprovalRequest } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApprovalsList } from './ApprovalsList';

const hrefOf = (request: { approval_request_id: number }) =>
  `/approvals/${request.approval_request_id}/`;

describe('ApprovalsList', () => {
  it('lists each request with its record, maker, reason and status, linked to its page', () => {
    const pending = makeApprovalRequest();
    render(
      <ApprovalsList
        requests={[
          pending,
          decidedApprovalRequest({ ...pending, approval_request_id: 9 }, 'approved'),
        ]}
        hrefOf={hrefOf}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Approval requests' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Standard retail (12)' })).toHaveAttribute(
      'href',
      '/approvals/31/',
    );
    expect(within(rows[1]!).getByText('Credit policy')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('lender')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Approved')).toBeInTheDocument();
  });

  it('says when nothing waits', () => {
    render(<ApprovalsList requests={[]} hrefOf={hrefOf} />);
    expect(screen.getByText('No changes are waiting for approval.')).toBeInTheDocument();
  });
});
