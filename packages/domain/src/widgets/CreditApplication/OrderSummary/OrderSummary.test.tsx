import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderSummary } from './OrderSummary';
import meta from './OrderSummary.stories';

const { application } = meta.args;

describe('OrderSummary product', () => {
  it('reads the order summary product as people say it', () => {
    render(<OrderSummary application={{ ...application, product_code: 'ONIF12' }} />);
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
          application={application}
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
        application={{ ...application, _links: { self: application._links.self } }}
        onDownloadAgreement={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Agreement' })).not.toBeInTheDocument();
  });
});
