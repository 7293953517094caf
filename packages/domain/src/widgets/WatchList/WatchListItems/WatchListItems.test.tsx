import { makeFraudWatchListItem } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WatchListItems, watchListItemAddress } from './WatchListItems';

describe('WatchListItems', () => {
  it('shows every column of the specification for each item', () => {
    render(
      <WatchListItems
        watchListId={3}
        items={[makeFraudWatchListItem(4)]}
        total={1}
        page={1}
        perPage={100}
        onPageChange={vi.fn()}
        onDownload={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Watch List 3 items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Item ID',
      'User ID',
      'Address',
      'Postcode',
      'Phone Number',
      'Mobile Number',
      'Email Address',
      'Forename',
      'Initials',
      'Surname',
      'Sort Code',
      'Current Account',
      'IP Address',
    ]);
    const row = within(table).getByRole('row', { name: '1004' });
    expect(row).toHaveTextContent('Flat 4, 14 Harbour Road, Leeds, West Yorkshire');
    expect(row).toHaveTextContent('sam.walsh4@example.com');
  });

  it("says 'No watch list items' when the list is empty", () => {
    render(
      <WatchListItems
        watchListId={3}
        items={[]}
        total={0}
        page={1}
        perPage={100}
        onPageChange={vi.fn()}
        onDownload={vi.fn()}
      />,
    );
    expect(screen.getByText('No watch list items')).toBeInTheDocument();
  });

  it('downloads the list with Download list and pages by the server', async () => {
    const onDownload = vi.fn();
    const onPageChange = vi.fn();
    render(
      <WatchListItems
        watchListId={3}
        items={[makeFraudWatchListItem(1)]}
        total={250}
        page={1}
        perPage={100}
        onPageChange={onPageChange}
        onDownload={onDownload}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download list watch-list-3.csv' }));
    expect(onDownload).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('button', { name: /per page/i })).toBeNull();
  });

  describe('watchListItemAddress', () => {
    it('joins the parts it has on one line', () => {
      expect(
        watchListItemAddress(
          makeFraudWatchListItem(1, {
            flat: null,
            housename: 'Rose Cottage',
            district: 'Headingley',
          }),
        ),
      ).toBe('Rose Cottage, 11 Harbour Road, Leeds, Headingley, West Yorkshire');
    });
  });
});
