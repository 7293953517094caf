import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './session';

test('a lender adds the Acceptance Rate widget and reads its figures as a table', async ({
  page,
}) => {
  await signIn(page, 'lender');
  await page.getByRole('button', { name: 'Add Widgets' }).click();
  await page.getByRole('menuitem', { name: /Acceptance Rate$/ }).click();
  const widget = page.getByRole('region', { name: /Acceptance Rate$/ });
  await expect(widget.getByText(/^Acceptance rate \d+% over the last 30 days/)).toBeVisible();

  // The points announce their figures; arrow keys move between them.
  const points = widget.getByRole('list', { name: 'Acceptance rate by day' }).getByRole('listitem');
  await expect(points).toHaveCount(30);
  await points.first().focus();
  await page.keyboard.press('End');
  await expect(points.last()).toBeFocused();
  await expect(points.last()).toHaveAccessibleName(
    /^\w+day \d+ \w+ \d{4}: Acceptance rate (\d+%|none)$/,
  );

  // The radio itself is visually hidden under its label, which takes the press.
  await widget.getByText('7 days', { exact: true }).click();
  await expect(widget.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(widget.getByText(/over the last 7 days/)).toBeVisible();
  await widget.getByRole('tab', { name: 'Table' }).click();
  const table = widget.getByRole('table', { name: 'Acceptance rate by day' });
  // A header, a row a day and the period's line.
  await expect(table.getByRole('row')).toHaveCount(1 + 7 + 1);
  await expect(table.getByRole('row').last()).toHaveText(/^Last 7 days\s*(\d+%|No decisions)$/);
  await expectNoAxeViolations(page, 'Dashboard with the Acceptance Rate widget');

  // Leave the lender's dashboard as the other specs expect it.
  await page.getByRole('button', { name: 'Reset' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset Widgets' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(widget).toHaveCount(0);
});
