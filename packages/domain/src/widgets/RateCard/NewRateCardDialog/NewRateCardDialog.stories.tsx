import { createRateCardStore, rateCardTypes } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { packRateCardCsvResult, readRateCardCsv } from '../../../model/rateCardCsv';
import { NewRateCardDialog, type NewRateCardDialogProps } from './NewRateCardDialog';

const header =
  'product_code,product_name,display_name,tier_set1_rate_lender,tier_set2_rate_lender,tier_set2_min,lender_min_fee,lender_fixed_fee,min_amount,max_amount,cut_off_point';
const goodRows = `ISIF12,Interest free 12,IF 12,9.9,12.5,2.5,1.25,150,50000,1000000,300000\nIS-9.9-24,Interest bearing 24,IB 24,9.9,0,0,2,0,25000,500000,100000\n`;
const badCsv = `${header}\nISIF12,Interest free 12,IF 12,9.9,12.5,2.5,1.25,150,50000,1000000,300000\nBAD,Bad,Bad,101,12.5,0,0,0,50000,abc,300000\n`;

const neverEnds = () => new Promise<never>(() => {});

const meta = {
  title: 'Domain/RateCard/NewRateCardDialog',
  component: NewRateCardDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onClose: fn(),
    types: rateCardTypes,
    rateCards: createRateCardStore().cards,
    readFile: (file, options) => readRateCardCsv(file, options).then(packRateCardCsvResult),
    onCreate: fn<NewRateCardDialogProps['onCreate']>(() => Promise.resolve({ rate_card_id: 9 })),
    onView: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewRateCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New Rate Card' });

/** Fills name and type, picks Import a CSV file and chooses a file holding `text`. */
async function importCsv(canvasElement: HTMLElement, text: string) {
  const dialog = within(dialogOf(canvasElement));
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Imported card');
  await userEvent.click(dialog.getByRole('button', { name: /Type/ }));
  await userEvent.click(
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Standard' }),
  );
  await userEvent.click(dialog.getByRole('radio', { name: 'Import a CSV file' }));
  await userEvent.upload(
    dialogOf(canvasElement).querySelector<HTMLInputElement>('input[type="file"]')!,
    new File([text], 'rate-card.csv', { type: 'text/csv' }),
  );
  return dialog;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(dialogOf(canvasElement)).getByRole('button', { name: 'Create' }),
    ).toBeDisabled();
  },
};

/** A valid file: every row checked, ready to import. */
export const ValidCsv: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await importCsv(canvasElement, `${header}\n${goodRows}`);
    await expect(
      await dialog.findByText('rate-card.csv holds 2 products, ready to import.'),
    ).toBeVisible();
    await expect(dialog.queryByRole('list', { name: 'Problems in the file' })).toBeNull();
    // The form keeps what was typed, so the card can be created.
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Imported card');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Each bad row is named with its column; Create stays disabled, so nothing is sent. */
export const ErrorsPerRow: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await importCsv(canvasElement, badCsv);
    const list = await dialog.findByRole('list', { name: 'Problems in the file' });
    await expect(list).toHaveTextContent(
      'Row 2, Tier 1 rate: Tier 1 rate must be between 0 and 100.',
    );
    await expect(list).toHaveTextContent('Row 2, Max loan: Max loan must be a number.');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The worker's progress while it reads. */
export const Progress: Story = {
  args: {
    readFile: (_file, { onProgress }) => {
      onProgress(0.42);
      return neverEnds();
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await importCsv(canvasElement, header);
    await expect(
      await dialog.findByRole('progressbar', { name: 'Reading rate-card.csv' }),
    ).toHaveAttribute('aria-valuenow', '42');
  },
};

/**
 * The whole form: name, type and a card to copy; Create sends them and the dialog ends with the
 * spec's 'Rate Card created.' and View Rate Card.
 */
export const Created: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Spring promotion');
    await userEvent.click(dialog.getByRole('button', { name: /Type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Secondary' }));
    await userEvent.click(dialog.getByRole('button', { name: /Rate card to copy/ }));
    const [copied] = args.rateCards;
    await userEvent.click(await body.findByRole('option', { name: copied!.name }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));

    await expect(await dialog.findByRole('status')).toHaveTextContent('Rate Card created.');
    await expect(dialog.getByRole('button', { name: 'View Rate Card' })).toBeVisible();
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Spring promotion',
      rate_card_type_id: rateCardTypes.find((type) => type.name === 'Secondary')!.rate_card_type_id,
      copy_from_rate_card_id: copied!.rate_card_id,
    });
  },
};
