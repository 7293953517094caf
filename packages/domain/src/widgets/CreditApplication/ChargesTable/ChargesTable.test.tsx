import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChargesTable } from './ChargesTable';

describe('ChargesTable', () => {
  it('shows each charge in pounds and their total', () => {
    render(
      <ChargesTable
        charges={[
          {
            description: 'Late payment fee',
            created_at: '2026-03-03T09:00:00Z',
            amount_pence: 1200,
          },
          { description: 'Admin fee', created_at: '2026-03-04T09:00:00Z', amount_pence: 505 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Charges' });
    expect(within(table).getByRole('row', { name: /Admin fee/ })).toHaveTextContent('£5.05');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('£17.05');
  });

  it('totals nothing as £0.00', () => {
    render(<ChargesTable charges={[]} />);
    expect(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('£0.00');
  });
});
