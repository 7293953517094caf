import { createRateCardStore, rateCardTypes } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RateCardReport, RATE_CARD_DELETE_QUESTION } from './RateCardReport';

const cards = createRateCardStore().cards.map(({ products: _products, ...card }) => card);

const meta = {
  title: 'Domain/RateCard/RateCardReport',
  component: RateCardReport,
  tags: ['autodocs'],
  args: {
    rows: cards,
    types: rateCardTypes,
    total: cards.length,
    page: 1,
    perPage: 100,
    order: null,
    filterValues: {},
    onFiltersChange: fn(),
    onReset: fn(),
    onOrderChange: fn(),
    onPageChange: fn(),
    onPerPageChange: fn(),
    onDelete: fn(),
    onRetry: fn(),
    rateCardHref: (id: number) => `/rate-cards/${id}/`,
  },
} satisfies Meta<typeof RateCardReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete asks the spec's question first; only Delete in the dialog deletes. */
export const Cards: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rate Cards' });
    await expect(
      within(table).getByRole('link', { name: 'View/Edit Secondary rate card' }),
    ).toHaveAttribute('href', '/rate-cards/2/');
    const deleteButton = within(table).getByRole('button', { name: 'Delete Empty rate card' });
    await userEvent.click(deleteButton);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(RATE_CARD_DELETE_QUESTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(4);
    // The closed dialog hands focus back to its trigger a frame later: the screenshot waits.
    await waitFor(() => expect(deleteButton).toHaveFocus());
  },
};

export const Loading: Story = { args: { rows: [], total: undefined, isLoading: true } };

export const Empty: Story = { args: { rows: [], total: 0 } };

export const Failed: Story = {
  args: { rows: [], total: undefined, error: 'The rate cards could not be loaded.' },
};

export const LongName: Story = {
  args: {
    rows: [{ ...cards[0]!, name: 'A'.repeat(200) }],
    total: 1,
  },
};

export const Deleting: Story = { args: { deletingId: 4 } };
