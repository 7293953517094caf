import { expect, test } from '@playwright/test';
import { signIn } from './session';

test('admin filters, sorts and pages the credit applications, and the URL brings the view back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/credit-app/');
  await expect(page.getByRole('heading', { name: 'Credit Applications', level: 1 })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Credit Applications' });
  await expect(table.getByRole('link', { name: /View application/ }).first()).toBeVisible();

  // Only declined applications: clear the default statuses, then tick DECLINE.
  await page.getByRole('button', { name: /^Statuses/ }).click();
  const statuses = page.getByRole('group', { name: 'Status', exact: true });
  const selectAll = statuses.getByRole('checkbox', { name: 'Status', exact: true });
  // The checkboxes are toggled by keyboard, as a keyboard user would.
  await selectAll.press('Space');
  await expect(selectAll).toBeChecked();
  await selectAll.press('Space');
  await expect(selectAll).not.toBeChecked();
  await statuses.getByRole('checkbox', { name: 'DECLINE', exact: true }).press('Space');
  await expect(page).toHaveURL(/status%5B%5D=DECLINE/);

  await table.getByRole('columnheader', { name: /App ID/ }).click();
  await expect(page).toHaveURL(/order=credit_application_id/);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const firstApplication = table.getByRole('link', { name: /View application/ }).first();
  const firstHref = await firstApplication.getAttribute('href');
  const rows = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /View application/ }) });
  await expect(rows.first()).toContainText('DECLINE');

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(table.getByRole('link', { name: /View application/ }).first()).toHaveAttribute(
    'href',
    firstHref ?? '',
  );
  await expect(table.getByRole('columnheader', { name: /App ID/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: /^Statuses/ }).click();
  await expect(
    page
      .getByRole('group', { name: 'Status', exact: true })
      .getByRole('checkbox', { name: 'DECLINE', exact: true }),
  ).toBeChecked();

  await table.getByRole('button', { name: 'Show quick view' }).first().click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status History' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^View Application/ })).toHaveAttribute(
    'href',
    firstHref ?? '',
  );
});
