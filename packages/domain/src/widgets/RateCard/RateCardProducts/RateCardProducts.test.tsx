import { makeRateCardProduct } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_RATE_CARD_PRODUCTS, RateCardProducts } from './RateCardProducts';

describe('RateCardProducts', () => {
  it('shows rates in percent and fees in pounds to 2 decimals', () => {
    render(
      <RateCardProducts products={[makeRateCardProduct(0, { product_name: 'Six months' })]} />,
    );
    const table = screen.getByRole('table', { name: 'Rate card products' });
    const row = within(table).getByRole('row', { name: /Six months/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'ISIF6',
      '4.5%',
      '6.25%',
      '£2.50',
      '£10.00',
      '£1.50',
      '£10.00',
      '£5.00',
    ]);
  });

  it('lists one row per product, under a name the page can give', () => {
    render(
      <RateCardProducts
        aria-label="Products of Retail rate card 1"
        products={[0, 1, 2].map((index) => makeRateCardProduct(index))}
      />,
    );
    const table = screen.getByRole('table', { name: 'Products of Retail rate card 1' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
  });

  it('says so when the card has no products', () => {
    render(<RateCardProducts products={[]} />);
    expect(screen.getByText(NO_RATE_CARD_PRODUCTS)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
