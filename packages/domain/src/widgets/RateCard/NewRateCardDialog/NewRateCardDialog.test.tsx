import { createRateCardStore, rateCardTypes } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { packRateCardCsvResult, readRateCardCsv } from '../../../model/rateCardCsv';
import { NewRateCardDialog, type NewRateCardDialogProps } from './NewRateCardDialog';

const header =
  'product_code,product_name,display_name,tier_set1_rate_lender,tier_set2_rate_lender,tier_set2_min,lender_min_fee,lender_fixed_fee,min_amount,max_amount,cut_off_point';
const goodRow = 'ISIF12,Interest free 12,IF 12,9.9,12.5,2.5,1.25,150,50000,1000000,300000';
const badRow = 'BAD,Bad,Bad,101,12.5,0,0,0,50000,abc,300000';
const cards = createRateCardStore().cards;

function renderDialog(overrides: Partial<NewRateCardDialogProps> = {}) {
  const onCreate = vi.fn<NewRateCardDialogProps['onCreate']>(() =>
    Promise.resolve({ rate_card_id: 9 }),
  );
  render(
    <NewRateCardDialog
      isOpen
      onClose={vi.fn()}
      types={rateCardTypes}
      rateCards={cards}
      readFile={(file, options) => readRateCardCsv(file, options).then(packRateCardCsvResult)}
      onCreate={onCreate}
      onView={vi.fn()}
      {...overrides}
    />,
  );
  return { dialog: within(screen.getByRole('dialog', { name: 'New Rate Card' })), onCreate };
}

/** jsdom's Blob has no text(); FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function fillSettings(dialog: ReturnType<typeof renderDialog>['dialog']) {
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Spring card');
  await userEvent.click(dialog.getByRole('button', { name: /Type/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Standard' }));
}

async function chooseCsv(dialog: ReturnType<typeof renderDialog>['dialog'], text: string) {
  await userEvent.click(dialog.getByRole('radio', { name: 'Import a CSV file' }));
  const input = screen
    .getByRole('dialog', { name: 'New Rate Card' })
    .querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File([text], 'rate-card.csv', { type: 'text/csv' }));
}

describe('NewRateCardDialog', () => {
  describe('settings', () => {
    it('says name and type are required once each is left empty, and keeps Create disabled', async () => {
      const { dialog } = renderDialog();
      await userEvent.click(dialog.getByRole('textbox', { name: /Name/ }));
      await userEvent.tab();
      expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
        'Name is required.',
      );
      await userEvent.tab();
      expect(dialog.getByText('Type is required.')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
  });

  describe('copy from an existing card', () => {
    it('creates the card as a copy of the chosen one', async () => {
      const { dialog, onCreate } = renderDialog();
      await fillSettings(dialog);
      expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.click(dialog.getByRole('button', { name: /Rate card to copy/ }));
      await userEvent.click(await screen.findByRole('option', { name: cards[0]!.name }));
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      expect(onCreate).toHaveBeenCalledWith({
        name: 'Spring card',
        rate_card_type_id: 1,
        copy_from_rate_card_id: cards[0]!.rate_card_id,
      });
      expect(await dialog.findByText('Rate Card created.')).toBeInTheDocument();
    });
  });

  describe('CSV import', () => {
    it('lists the problems of a bad row by row and column and sends nothing', async () => {
      const { dialog, onCreate } = renderDialog();
      await fillSettings(dialog);
      await chooseCsv(dialog, `${header}\n${goodRow}\n${badRow}\n`);
      const list = await dialog.findByRole('list', { name: 'Problems in the file' });
      expect(
        within(list).getByText('Row 2, Tier 1 rate: Tier 1 rate must be between 0 and 100.'),
      ).toBeVisible();
      expect(within(list).getByText('Row 2, Max loan: Max loan must be a number.')).toBeVisible();
      // A long list scrolls; the keyboard reaches it to scroll it.
      expect(list).toHaveAttribute('tabindex', '0');
      const create = dialog.getByRole('button', { name: 'Create' });
      expect(create).toBeDisabled();
      await userEvent.click(create);
      expect(onCreate).not.toHaveBeenCalled();
    });

    it('creates the card from a valid file, sending its products as read', async () => {
      const { dialog, onCreate } = renderDialog();
      await fillSettings(dialog);
      await chooseCsv(dialog, `${header}\n${goodRow}\n`);
      expect(
        await dialog.findByText('rate-card.csv holds 1 products, ready to import.'),
      ).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      expect(await dialog.findByText('Rate Card created.')).toBeInTheDocument();
      const request = onCreate.mock.calls[0]![0];
      expect(request).toMatchObject({ name: 'Spring card', rate_card_type_id: 1 });
      const products = JSON.parse(await textOf((request as { productsJson: Blob }).productsJson));
      expect(products).toEqual([
        expect.objectContaining({
          product_code: 'ISIF12',
          tier_set2_min: 250,
          lender_min_fee: 125,
        }),
      ]);
    });
  });
});
