import { makeRetailer, retailerMockAccountStatuses } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MerchantStatusBadge } from './MerchantStatusBadge';

describe('MerchantStatusBadge', () => {
  it("shows a merchant's account status as its label", () => {
    render(<MerchantStatusBadge status={makeRetailer().account_status} />);
    expect(screen.getByText('Live')).toBeVisible();
  });

  it('writes a hyphenated status as words', () => {
    render(<MerchantStatusBadge status="suspended-settlement" />);
    expect(screen.getByText('Suspended Settlement')).toBeVisible();
  });

  it('names every status the server sends', () => {
    render(
      <>
        {retailerMockAccountStatuses.map((status) => (
          <MerchantStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    expect(screen.queryByText('Unknown Status')).not.toBeInTheDocument();
    expect(screen.getByText('Terminated')).toBeVisible();
  });

  it("reads 'Unknown Status' for a status it does not know", () => {
    render(<MerchantStatusBadge status="archived" />);
    expect(screen.getByText('Unknown Status')).toBeVisible();
  });
});
