import { makeRateCardProduct } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rateCardDraftFromProducts, removeRateCardDraftRow } from '../../../model/rateCardDraft';
import { RateCardProductTable } from './RateCardProductTable';

const rows = rateCardDraftFromProducts([0, 1].map((index) => makeRateCardProduct(index)));

describe('RateCardProductTable', () => {
  describe('keyboard', () => {
    it('moves with the arrows, edits with Enter, drops an edit with Escape and keeps one with Tab', async () => {
      const onEditCell = vi.fn();
      render(<RateCardProductTable rows={rows} onEditCell={onEditCell} />);
      const grid = screen.getByRole('grid', { name: 'Rate card products' });
      await userEvent.click(within(grid).getAllByRole('gridcell')[0]!);
      await userEvent.keyboard('{ArrowDown}{ArrowRight}');
      expect(document.activeElement).toHaveTextContent('7.25%');
      await userEvent.keyboard('{Enter}');
      const input = screen.getByRole('textbox', { name: 'Tier 2 rate, ISIF12' });
      expect(input).toHaveValue('7.25');
      await userEvent.keyboard('9{Escape}');
      expect(onEditCell).not.toHaveBeenCalled();
      expect(document.activeElement).toHaveTextContent('7.25%');
      await userEvent.keyboard('3{Tab}');
      expect(onEditCell).toHaveBeenCalledWith('saved-1', 'tier_set2_rate_lender', 3);
      expect(document.activeElement).toHaveTextContent('£10.50');
    });
  });

  describe('windowing', () => {
    const many = rateCardDraftFromProducts(
      Array.from({ length: 1_000 }, (_, index) =>
        makeRateCardProduct(0, { product_code: `P${index + 1}` }),
      ),
    );

    it('puts only a window of 1,000 rows in the page and says where each row is', () => {
      render(<RateCardProductTable rows={many} />);
      const grid = screen.getByRole('grid', { name: 'Rate card products' });
      expect(grid).toHaveAttribute('aria-rowcount', '1001');
      const bodyRows = within(grid).getAllByRole('row').slice(1);
      expect(bodyRows.length).toBeGreaterThan(0);
      expect(bodyRows.length).toBeLessThan(100);
      expect(bodyRows[0]).toHaveAttribute('aria-rowindex', '2');
    });

    it('brings the last row into the page with Ctrl+End and edits its cell', async () => {
      const onEditCell = vi.fn();
      render(<RateCardProductTable rows={many} onEditCell={onEditCell} />);
      await userEvent.click(screen.getAllByRole('gridcell')[0]!);
      await userEvent.keyboard('{Control>}{End}{/Control}{ArrowLeft}{ArrowLeft}');
      const last = screen.getByRole('row', { name: /^P1000 / });
      expect(last).toHaveAttribute('aria-rowindex', '1001');
      expect(last).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Enter}{Control>}a{/Control}42000{Enter}');
      expect(onEditCell).toHaveBeenCalledWith('saved-999', 'max_amount', 42000);
    });
  });

  describe('rows', () => {
    it('labels a deleted row and offers Restore instead of Remove', async () => {
      const onRestore = vi.fn();
      render(
        <RateCardProductTable
          rows={removeRateCardDraftRow(rows, 'saved-0')}
          onRestore={onRestore}
        />,
      );
      expect(screen.getByRole('row', { name: /^ISIF6 Deleted/ })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Restore ISIF6' }));
      expect(onRestore).toHaveBeenCalledWith('saved-0');
    });

    it("says 'No Rate Card products' when there are none", () => {
      render(<RateCardProductTable rows={[]} />);
      expect(screen.getByText('No Rate Card products')).toBeInTheDocument();
    });
  });
});
