import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './session';

const header =
  'product_code,product_name,display_name,tier_set1_rate_lender,tier_set2_rate_lender,lender_min_fee,lender_fixed_fee,min_amount,max_amount,cut_off_point';
/** Amounts in pence except lender_min_fee, which the file gives in pounds. */
const row = (code: string, tier1: string) =>
  `${code},${code} product,${code},${tier1},6.5,2.50,1000,25000,1000000,500000`;
const csvFile = (rows: string[]) => ({
  name: 'rate-card.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([header, ...rows].join('\r\n')),
});

const cellOf = (grid: Locator, code: string, column: number) =>
  grid
    .getByRole('row', { name: new RegExp(`^${code}`) })
    .getByRole('gridcell')
    .nth(column);

test('admin imports a rate card from a CSV, fixing a bad row, then edits, removes and saves products', async ({
  page,
}) => {
  const name = `E2E rate card ${Date.now()}`;
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Rate Cards' }).click();
  await page.getByRole('button', { name: 'New Rate Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Rate Card' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: /Type/ }).click();
  await page.getByRole('option', { name: 'Standard' }).click();
  await dialog.getByText('Import a CSV file').click();
  const fileInput = dialog.locator('input[type="file"]');

  await fileInput.setInputFiles(
    csvFile([row('E2E-A', '4.5'), row('E2E-B', '120'), row('E2E-C', '3')]),
  );
  await expect(dialog.getByRole('list', { name: 'Problems in the file' })).toContainText(
    'Row 2, Tier 1 rate: Tier 1 rate must be between 0 and 100.',
  );
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();

  await fileInput.setInputFiles(
    csvFile([row('E2E-A', '4.5'), row('E2E-B', '12'), row('E2E-C', '3')]),
  );
  await expect(dialog.getByText('rate-card.csv holds 3 products, ready to import.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Rate Card created.')).toBeVisible();
  await dialog.getByRole('button', { name: 'View Rate Card' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const grid = page.getByRole('grid', { name: `Products of ${name}` });
  await expect(grid.getByRole('row')).toHaveCount(4);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();

  // Tier 1 rate of E2E-A, by keyboard: Enter edits, Tab keeps the value and moves on.
  await cellOf(grid, 'E2E-A', 0).click();
  await page.keyboard.press('Enter');
  await grid.getByRole('textbox', { name: 'Tier 1 rate, E2E-A' }).fill('5.25');
  await page.keyboard.press('Tab');
  await expect(cellOf(grid, 'E2E-A', 0)).toHaveText('5.25%');
  // Max loan of E2E-B: typing starts editing, Enter keeps it.
  await cellOf(grid, 'E2E-B', 5).click();
  await page.keyboard.type('20000');
  await page.keyboard.press('Enter');
  await expect(cellOf(grid, 'E2E-B', 5)).toHaveText('£20,000');
  await grid.getByRole('button', { name: 'Remove E2E-C' }).click();
  await expect(grid.getByRole('row', { name: /^E2E-A Modified/ })).toBeVisible();
  await expect(grid.getByRole('row', { name: /^E2E-B Modified/ })).toBeVisible();
  await expect(grid.getByRole('row', { name: /^E2E-C Deleted/ })).toBeVisible();

  // Leaving with unsaved changes asks first; Cancel stays with the draft.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Merchants', exact: true })
    .click();
  const leave = page.getByRole('alertdialog', { name: 'Discard changes' });
  await expect(leave).toContainText('Are you sure you want to discard these changes?');
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(grid.getByRole('row', { name: /^E2E-C Deleted/ })).toBeVisible();

  await save.click();
  const confirm = page.getByRole('alertdialog', { name: 'Save Rate Card' });
  await expect(confirm).toContainText('Changes to this rate card apply to all retailers using it.');
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rate Card Saved.')).toBeVisible();

  await page.reload();
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(cellOf(grid, 'E2E-A', 0)).toHaveText('5.25%');
  await expect(cellOf(grid, 'E2E-B', 5)).toHaveText('£20,000');
  await expect(grid.getByRole('row', { name: /^E2E-C/ })).toHaveCount(0);
  await expect(grid.getByText(/Modified|Deleted/)).toHaveCount(0);
});
