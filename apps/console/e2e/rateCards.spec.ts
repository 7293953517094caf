import { expect, test, type Locator } from './fixtures';
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

test("admin edits a merchant's rate card and sees the change on the merchant's rate card view", async ({
  page,
}) => {
  // Seeded: 'High street rate card' (id 15) is merchant 1's only current Standard card.
  await signIn(page, 'admin');
  await page.goto('/rate-cards/15/');
  const grid = page.getByRole('grid', { name: 'Products of High street rate card' });
  await expect(grid.getByRole('row')).toHaveCount(5);

  await cellOf(grid, 'ISIF6', 0).click();
  await page.keyboard.type('4.75');
  await page.keyboard.press('Enter');
  await expect(cellOf(grid, 'ISIF6', 0)).toHaveText('4.75%');
  // Fixed subsidy, in pounds.
  await cellOf(grid, 'ISIF12', 2).click();
  await page.keyboard.type('12.34');
  await page.keyboard.press('Enter');
  await expect(cellOf(grid, 'ISIF12', 2)).toHaveText('£12.34');
  await grid.getByRole('button', { name: 'Remove IS-9.9-24' }).click();
  await expect(grid.getByRole('row', { name: /^IS-9\.9-24 Deleted/ })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Save Rate Card' });
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rate Card Saved.')).toBeVisible();

  await page.goto('/merchants/1/');
  await page.getByRole('link', { name: 'Standard', exact: true }).click();
  await expect(page).toHaveURL(/\/merchants\/1\/ratecards\/1\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rate Card - Standard' })).toBeVisible();
  const products = page.getByRole('table', { name: 'Products of High street rate card' });
  const productRow = (code: string) =>
    products.getByRole('row', { name: new RegExp(`^${code} product`) });
  await expect(productRow('ISIF6').getByRole('cell').nth(1)).toHaveText('4.75%');
  await expect(productRow('ISIF12').getByRole('cell').nth(4)).toHaveText('£12.34');
  await expect(productRow('IS-9.9-24')).toHaveCount(0);
  await expect(products.getByRole('row')).toHaveCount(4);

  // The selector: current cards first by type name, then ended ones, latest end first, with dates.
  await page.getByRole('button', { name: /Rate card/ }).click();
  const labels = await page.getByRole('option').allTextContents();
  const ended = /^(.+) \((\d\d)\/(\d\d)\/(\d\d) - (\d\d)\/(\d\d)\/(\d\d)\)$/;
  const current = labels.filter((label) => !ended.test(label));
  const endedLabels = labels.filter((label) => ended.test(label));
  expect(labels).toEqual([...current, ...endedLabels]);
  expect(current).toContain('Standard');
  expect(current).toEqual([...current].sort((a, b) => a.localeCompare(b)));
  expect(endedLabels.some((label) => label.startsWith('Standard ('))).toBe(true);
  const endOf = (label: string) => {
    const [, , , , , day, month, year] = ended.exec(label)!;
    return `${year}${month}${day}`;
  };
  const ends = endedLabels.map(endOf);
  expect(ends).toEqual([...ends].sort().reverse());
  await page.keyboard.press('Escape');
});
