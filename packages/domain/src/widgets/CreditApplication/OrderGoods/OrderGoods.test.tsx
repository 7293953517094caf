import { makeCreditApplication } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readFinance } from '../creditApplicationData';
import { OrderGoods } from './OrderGoods';

const finance = readFinance(makeCreditApplication().finance);

describe('OrderGoods', () => {
  it('totals each line and the order', () => {
    render(<OrderGoods goods={finance.goods} />);
    const table = screen.getByRole('table', { name: 'Order Goods' });
    expect(within(table).getByRole('row', { name: /Oak dining chair/ })).toHaveTextContent(
      '£500.00',
    );
    expect(within(table).getByRole('row', { name: /Grand Total/ })).toHaveTextContent('£2,000.00');
  });
});
