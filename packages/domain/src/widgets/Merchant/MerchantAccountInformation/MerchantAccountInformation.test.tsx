import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MerchantAccountInformation } from './MerchantAccountInformation';

const standard = { rate_card_type_id: 1, name: 'Standard' };
const secondary = { rate_card_type_id: 2, name: 'Secondary' };

describe('MerchantAccountInformation rate cards', () => {
  it('links each rate card type once to its page', () => {
    render(
      <MerchantAccountInformation
        policyName="Premium retail"
        rateCards={[{ type: standard }, { type: secondary }, { type: standard }]}
        rateCardHref={(typeId) => `/merchants/41/ratecards/${typeId}/`}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Secondary', 'Standard']);
    expect(screen.getByRole('link', { name: 'Standard' })).toHaveAttribute(
      'href',
      '/merchants/41/ratecards/1/',
    );
  });

  it("reads 'Not assigned' and 'No rate cards.' when the merchant has neither", () => {
    render(<MerchantAccountInformation policyName={null} rateCards={[]} rateCardHref={String} />);
    expect(screen.getByText('Not assigned')).toBeInTheDocument();
    expect(screen.getByText('No rate cards.')).toBeInTheDocument();
  });
});

describe('MerchantAccountInformation decision policy', () => {
  it('shows the policy name', () => {
    render(
      <MerchantAccountInformation
        policyName="Premium retail"
        rateCards={[]}
        rateCardHref={String}
      />,
    );
    expect(screen.getByRole('region', { name: 'Account Information' })).toHaveTextContent(
      'Premium retail',
    );
  });
});
