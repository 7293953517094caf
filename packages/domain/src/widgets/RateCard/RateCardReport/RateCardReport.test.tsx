import { createRateCardStore, rateCardTypes } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatShortDate } from '../../../model/shortDate';
import {
  RATE_CARD_DELETE_QUESTION,
  RateCardReport,
  type RateCardReportProps,
} from './RateCardReport';

const cards = createRateCardStore().cards.map(({ products: _products, ...card }) => card);

function renderReport(overrides: Partial<RateCardReportProps> = {}) {
  const props: RateCardReportProps = {
    rows: cards,
    types: rateCardTypes,
    total: cards.length,
    page: 1,
    perPage: 100,
    order: null,
    filterValues: {},
    onFiltersChange: vi.fn(),
    onReset: vi.fn(),
    onOrderChange: vi.fn(),
    onPageChange: vi.fn(),
    onPerPageChange: vi.fn(),
    onDelete: vi.fn(),
    onRetry: vi.fn(),
    rateCardHref: (id) => `/rate-cards/${id}/`,
    ...overrides,
  };
  render(<RateCardReport {...props} />);
  return props;
}

describe('RateCardReport', () => {
  it('lists each card with its type and its created and last modified dates', () => {
    renderReport();
    const table = screen.getByRole('table', { name: 'Rate Cards' });
    const first = cards[0]!;
    const row = within(table).getByRole('row', { name: new RegExp(`^${first.name}`) });
    expect(row).toHaveTextContent(first.type.name);
    expect(row).toHaveTextContent(
      `${formatShortDate(first.date_created)} / ${formatShortDate(first.last_modified!)}`,
    );
  });

  it("links a card's name and View/Edit to its page", () => {
    renderReport();
    expect(screen.getByRole('link', { name: 'Secondary rate card' })).toHaveAttribute(
      'href',
      '/rate-cards/2/',
    );
    expect(screen.getByRole('link', { name: 'View/Edit Secondary rate card' })).toHaveAttribute(
      'href',
      '/rate-cards/2/',
    );
  });

  it("deletes a card only once the spec's question is answered Delete", async () => {
    const { onDelete } = renderReport();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Empty rate card' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Rate Card' });
    expect(dialog).toHaveTextContent(RATE_CARD_DELETE_QUESTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Empty rate card' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(onDelete).toHaveBeenCalledWith(4);
  });

  it('filters by type from the types it is given', () => {
    renderReport();
    for (const type of rateCardTypes) {
      expect(screen.getByRole('checkbox', { name: type.name })).toBeInTheDocument();
    }
  });

  it('orders by a column when its header is pressed', async () => {
    const { onOrderChange } = renderReport();
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: 'Type' })).getByRole('button'),
    );
    expect(onOrderChange).toHaveBeenCalledWith({ column: 'type', direction: 'ascending' });
  });

  it('shows why the cards could not be loaded, with Try again', async () => {
    const { onRetry } = renderReport({
      rows: [],
      total: undefined,
      error: 'The rate cards could not be loaded.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The rate cards could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
