import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, Money } from './Money';

describe('formatMoney', () => {
  it.each([
    [123456, '£1,234.56'],
    [0, '£0.00'],
    [5, '£0.05'],
    [-500, '-£5.00'],
  ])('shows %i pence as %s', (pence, text) => {
    expect(formatMoney(pence)).toBe(text);
  });
});

describe('Money', () => {
  it('renders the amount in pounds', () => {
    render(<Money pence={250000} />);
    expect(screen.getByText('£2,500.00')).toBeInTheDocument();
  });
});
