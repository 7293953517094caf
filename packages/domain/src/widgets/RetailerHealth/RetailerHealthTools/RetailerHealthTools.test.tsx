import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RetailerHealthTools } from './RetailerHealthTools';

const merchants = [
  { retailer_id: 17, name: 'Harbour Home Furnishings' },
  { retailer_id: 29, name: 'Harbour Pianos' },
];

function Searchable({ onOpenRetailer }: { onOpenRetailer: (id: number) => void }) {
  const [text, setText] = useState('');
  return (
    <RetailerHealthTools
      merchants={text ? merchants : []}
      searchText={text}
      onSearchChange={setText}
      onOpenRetailer={onOpenRetailer}
    />
  );
}

describe('RetailerHealthTools', () => {
  it('opens the checker of the merchant picked by keyboard from the search', async () => {
    const onOpenRetailer = vi.fn();
    render(<Searchable onOpenRetailer={onOpenRetailer} />);
    expect(screen.getByRole('region', { name: 'Retailer Health Checker' })).toBeVisible();
    await userEvent.type(screen.getByRole('combobox', { name: 'Merchant' }), 'Harb');
    expect(await screen.findByRole('option', { name: 'Harbour Pianos (29)' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onOpenRetailer).toHaveBeenCalledWith(29);
  });

  it('says why merchants could not be searched', () => {
    render(
      <RetailerHealthTools
        merchants={[]}
        searchText="x"
        onSearchChange={vi.fn()}
        onOpenRetailer={vi.fn()}
        error="Offline"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
  });
});
