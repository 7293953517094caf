// @vitest-environment jsdom
import { decidedApprovalRequest, makeApprovalRequest } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeApprovalChange } from '../../../model/approvals';
import { ApprovalRequestPanel } from './ApprovalRequestPanel';

const pending = makeApprovalRequest();
const changes = describeApprovalChange(pending.change);

describe('ApprovalRequestPanel', () => {
  it('shows who asked, why, what changes and the two sides', () => {
    render(
      <ApprovalRequestPanel
        request={pending}
        changes={changes}
        decisionBlock={null}
        onDecide={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Approval request' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for approval')).toBeInTheDocument();
    expect(screen.getByText(pending.reason)).toBeInTheDocument();
    const described = screen.getByRole('list', { name: 'What the change does' });
    expect(within(described).getAllByRole('listitem').length).toBe(changes.length);
    expect(screen.getByText('Proposed')).toBeInTheDocument();
  });

  it('asks a checker for a comment, then approves or rejects with it', async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn();
    render(
      <ApprovalRequestPanel
        request={pending}
        changes={changes}
        decisionBlock={null}
        onDecide={onDecide}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Enter a comment.')).toBeInTheDocument();
    expect(onDecide).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), ' Too loose ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onDecide).toHaveBeenCalledWith('reject', 'Too loose');
  });

  it('offers the maker no decision, and says why', () => {
    render(
      <ApprovalRequestPanel
        request={pending}
        changes={changes}
        decisionBlock="You submitted this change, so another person must approve or reject it."
        onDecide={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByText(/another person must approve/)).toBeInTheDocument();
  });

  it('names the checker and their comment once decided, with no decision offered', () => {
    render(
      <ApprovalRequestPanel
        request={decidedApprovalRequest(pending, 'approved')}
        changes={changes}
        decisionBlock="This request has been decided."
        onDecide={vi.fn()}
      />,
    );
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Approved by')).toBeInTheDocument();
    expect(screen.getByText('Agreed with credit risk.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
