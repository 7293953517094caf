import { makeRateCard, makeRateCardProduct, rateCardTypes } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RATE_CARD_DRAFT_CHUNK_SIZE } from '../../../model/rateCardDraft';
import { RateCardEditor, SAVE_RATE_CARD_WARNING } from './RateCardEditor';

const card = makeRateCard();
const options = [0, 1, 5].map((index) => {
  const { product_code, product_name, display_name } = makeRateCardProduct(index);
  return { product_code, product_name, display_name };
});

function renderEditor(onSave = vi.fn().mockResolvedValue(undefined), isReadOnly = false) {
  render(
    <RateCardEditor
      card={card}
      types={rateCardTypes}
      productOptions={options}
      onSave={onSave}
      isReadOnly={isReadOnly}
    />,
  );
  return { onSave, grid: screen.getByRole('grid', { name: `Products of ${card.name}` }) };
}

const cell = (grid: HTMLElement, code: string, index: number) =>
  within(within(grid).getByRole('row', { name: new RegExp(`^${code}`) })).getAllByRole('gridcell')[
    index
  ]!;

async function saveAndConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Save Rate Card' });
  expect(confirm).toHaveTextContent(SAVE_RATE_CARD_WARNING);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
}

describe('RateCardEditor', () => {
  it("builds a large card's rows over several tasks, showing that it is loading meanwhile", async () => {
    const products = Array.from({ length: RATE_CARD_DRAFT_CHUNK_SIZE + 1 }, (_, index) =>
      makeRateCardProduct(index),
    );
    render(
      <RateCardEditor
        card={{ ...card, products }}
        types={rateCardTypes}
        productOptions={options}
        onSave={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Loading the rate card products' }),
    ).toBeVisible();
    const grid = await screen.findByRole('grid', { name: `Products of ${card.name}` });
    expect(grid).toHaveAttribute('aria-rowcount', String(products.length + 1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('tells the page when the draft differs from the card, and when it no longer does', async () => {
    const onUnsavedChangesChange = vi.fn();
    render(
      <RateCardEditor
        card={card}
        types={rateCardTypes}
        productOptions={options}
        onSave={vi.fn()}
        onUnsavedChangesChange={onUnsavedChangesChange}
      />,
    );
    expect(onUnsavedChangesChange).toHaveBeenLastCalledWith(false);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'x');
    expect(onUnsavedChangesChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Backspace}');
    expect(onUnsavedChangesChange).toHaveBeenLastCalledWith(false);
  });

  describe('keyboard editing', () => {
    it('edits cell by cell with Enter, Tab and the arrows, and saves the change in pence', async () => {
      const { grid, onSave } = renderEditor();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await userEvent.click(cell(grid, 'ISIF6', 0));
      await userEvent.keyboard('{Enter}');
      const input = screen.getByRole('textbox', { name: 'Tier 1 rate, ISIF6' });
      await userEvent.clear(input);
      await userEvent.keyboard('7.5{Tab}');
      // Tab kept the value and moved on to Tier 2 rate; typing starts editing it.
      await userEvent.keyboard('8{Enter}');
      await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
      await userEvent.clear(screen.getByRole('textbox', { name: 'Min subsidy, ISIF6' }));
      await userEvent.keyboard('{Escape}');
      expect(cell(grid, 'ISIF6', 0)).toHaveTextContent('7.5%');
      expect(cell(grid, 'ISIF6', 1)).toHaveTextContent('8%');
      expect(cell(grid, 'ISIF6', 3)).toHaveTextContent('£2.50');
      expect(within(grid).getByRole('row', { name: /^ISIF6 Modified/ })).toBeInTheDocument();
      await saveAndConfirm();
      expect(onSave).toHaveBeenCalledTimes(1);
      const request = onSave.mock.calls[0]![0];
      expect(request.products[0]).toMatchObject({
        product_code: 'ISIF6',
        tier_set1_rate_lender: 7.5,
        tier_set2_rate_lender: 8,
        lender_min_fee: 250,
      });
      expect(request.products).toHaveLength(3);
    });

    it('names an invalid cell and keeps Save disabled until it is corrected', async () => {
      const { grid } = renderEditor();
      await userEvent.dblClick(cell(grid, 'ISIF12', 4));
      await userEvent.clear(screen.getByRole('textbox', { name: 'Min loan, ISIF12' }));
      await userEvent.keyboard('12.5{Enter}');
      expect(cell(grid, 'ISIF12', 4)).toHaveAccessibleDescription(
        'Min loan must be a whole number.',
      );
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await userEvent.keyboard('{Enter}');
      await userEvent.clear(screen.getByRole('textbox', { name: 'Min loan, ISIF12' }));
      await userEvent.keyboard('{Enter}');
      // An emptied cell is 0.
      expect(cell(grid, 'ISIF12', 4)).toHaveTextContent('£0');
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    });
  });

  describe('rows', () => {
    it('marks a removed row Deleted and leaves it out of the save', async () => {
      const { grid, onSave } = renderEditor();
      await userEvent.click(within(grid).getByRole('button', { name: 'Remove ISIF12' }));
      expect(within(grid).getByRole('row', { name: /^ISIF12 Deleted/ })).toBeInTheDocument();
      await saveAndConfirm();
      expect(
        onSave.mock.calls[0]![0].products.map((p: { product_code: string }) => p.product_code),
      ).toEqual(['ISIF6', 'IS-9.9-24']);
    });

    it('adds a product from the modal, and takes it away outright when removed before saving', async () => {
      const { grid } = renderEditor();
      await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Rate Card Product' });
      const code = within(dialog).getByRole('combobox', { name: /Product code/ });
      await userEvent.type(code, 'ISIF6');
      await userEvent.tab();
      expect(dialog).toHaveTextContent('Product code ISIF6 is already on this rate card.');
      await userEvent.clear(code);
      await userEvent.type(code, 'NEW-1');
      await userEvent.tab();
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Product' }), 'New one');
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Display name/ }), 'New');
      const rate = within(dialog).getByRole('textbox', { name: /Tier 1 rate/ });
      await userEvent.clear(rate);
      await userEvent.type(rate, '120');
      await userEvent.tab();
      expect(dialog).toHaveTextContent('Tier 1 rate must be between 0 and 100.');
      await userEvent.clear(rate);
      await userEvent.type(rate, '12');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      expect(within(grid).getByRole('row', { name: /^NEW-1 Added/ })).toBeInTheDocument();
      expect(screen.getByText('Rate Card Product created.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
      await userEvent.click(within(grid).getByRole('button', { name: 'Remove NEW-1' }));
      expect(within(grid).queryByRole('row', { name: /^NEW-1/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
  });

  describe('onSave', () => {
    it('shows a 400 against the cell it names', async () => {
      const onSave = vi.fn().mockRejectedValue(
        Object.assign(new Error('The request is not valid.'), {
          properties: [{ property: 'products.1.max_amount', message: 'Max loan is too large.' }],
        }),
      );
      const { grid } = renderEditor(onSave);
      await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Renamed card');
      await saveAndConfirm();
      expect(await screen.findByText('The request is not valid.')).toBeInTheDocument();
      expect(cell(grid, 'ISIF12', 5)).toHaveAccessibleDescription('Max loan is too large.');
    });
  });

  describe('isReadOnly', () => {
    it('shows the settings and products without editing', async () => {
      const { grid } = renderEditor(undefined, true);
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add product' })).toBeNull();
      expect(within(grid).queryByRole('button', { name: /Remove/ })).toBeNull();
      await userEvent.click(cell(grid, 'ISIF6', 0));
      await userEvent.keyboard('{Enter}');
      expect(screen.queryByRole('textbox')).toBeNull();
    });
  });
});
