import { sampleLenders } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PolicyLenderSelect, type PolicyLenderSelectProps } from './PolicyLenderSelect';

function renderSelect(props: Partial<PolicyLenderSelectProps> = {}) {
  const handlers = { onChange: vi.fn(), onRetryLenders: vi.fn() };
  render(
    <PolicyLenderSelect
      label="Lender"
      lenders={sampleLenders}
      ownLenderDescription="Your lender."
      value={null}
      optionLabel={(lender) => `Lender ${lender.lender_id}`}
      {...handlers}
      {...props}
    />,
  );
  return {
    user: userEvent.setup(),
    select: screen.getByRole('button', { name: /Lender/ }),
    ...handlers,
  };
}

describe('PolicyLenderSelect', () => {
  it('gives the chosen lender as its id', async () => {
    const { user, select, onChange } = renderSelect();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Lender 4' }));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it("shows a lender user's own lender, fixed, and says why", () => {
    const { select } = renderSelect({ isOwnLenderOnly: true, value: 2 });
    expect(select).toHaveTextContent('Lender 2');
    expect(select).toBeDisabled();
    expect(screen.getByText('Your lender.')).toBeInTheDocument();
  });

  it('shows the error it is given beside the choice', () => {
    renderSelect({ errorMessage: 'Lender id is required.' });
    expect(screen.getByText('Lender id is required.')).toBeInTheDocument();
  });

  it('waits while the lenders load, and offers Try again when they failed', async () => {
    const { user, select, onRetryLenders } = renderSelect({
      lenders: undefined,
      lendersError: { status: 500, message: 'The server failed.' },
    });
    expect(select).toBeDisabled();
    expect(select).toHaveTextContent('Choose a lender');
    expect(screen.getByRole('alert')).toHaveTextContent('The server failed.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetryLenders).toHaveBeenCalledOnce();
  });
});
