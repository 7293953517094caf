// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PendingApprovalsWidget } from './PendingApprovalsWidget';

describe('PendingApprovalsWidget', () => {
  it('counts the changes waiting and links to the Approvals page', () => {
    render(<PendingApprovalsWidget count={1200} href="/approvals/" />);
    expect(screen.getByText('1,200')).toBeInTheDocument();
    expect(screen.getByText('changes wait for approval.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Approvals' })).toHaveAttribute(
      'href',
      '/approvals/',
    );
  });

  it('says one change in the singular', () => {
    render(<PendingApprovalsWidget count={1} href="/approvals/" />);
    expect(screen.getByText('change waits for approval.')).toBeInTheDocument();
  });

  it('shows a refused count as an error, not a number', () => {
    render(<PendingApprovalsWidget error="Forbidden" href="/approvals/" />);
    expect(screen.getByText('The pending approvals could not be counted.')).toBeInTheDocument();
  });
});
