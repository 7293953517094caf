import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DepositPanel } from './DepositPanel';
import meta from './DepositPanel.stories';

const { deposit } = meta.args;

describe('DepositPanel', () => {
  it('shows what remains to pay, and numbered failed attempts', () => {
    render(<DepositPanel deposit={deposit} status="REFER" />);
    expect(screen.getByText('Remaining').nextSibling).toHaveTextContent('£200.00');
    const errors = within(screen.getByRole('list', { name: 'Deposit Errors' })).getAllByRole(
      'listitem',
    );
    expect(errors[1]).toHaveTextContent('Attempt 2');
    expect(errors[1]).toHaveTextContent('The security code did not match.');
  });

  it.each(['DECLINE', 'CANCEL', 'PREDECLINE'])('shows £0.00 remaining for %s', (status) => {
    render(<DepositPanel deposit={deposit} status={status} />);
    expect(screen.getByText('Remaining').nextSibling).toHaveTextContent('£0.00');
  });
});
