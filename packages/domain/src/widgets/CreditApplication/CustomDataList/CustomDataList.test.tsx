import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomDataList } from './CustomDataList';

describe('CustomDataList', () => {
  it('shows each name with its value', () => {
    render(<CustomDataList data={{ store_number: '0042', salesperson: 'Sam Seller' }} />);
    expect(screen.getByText('store_number').nextSibling).toHaveTextContent('0042');
    expect(screen.getByText('salesperson').nextSibling).toHaveTextContent('Sam Seller');
  });

  it('says when there is none', () => {
    render(<CustomDataList data={{}} />);
    expect(screen.getByText('No custom data.')).toBeInTheDocument();
  });
});
