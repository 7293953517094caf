import { expect, test } from './fixtures';
import { signIn } from './session';

// Merchant 7 is edited by no other spec.
const merchantPath = '/merchants/7/';

test('staff edit a bank details field and a finance field, and both survive a reload', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(merchantPath);
  // A new value each run, so a reload shows this run's change.
  const sortCode = String(Date.now() % 1_000_000).padStart(6, '0');

  await page.getByRole('tab', { name: 'Settlement' }).click();
  await page.getByRole('button', { name: 'Edit Bank Details' }).click();
  const bankForm = page.getByRole('form', { name: 'Bank Details' });
  await bankForm.getByRole('textbox', { name: /Sort Code/ }).fill(sortCode);
  const bankRequest = page.waitForRequest(
    (sent) => sent.method() === 'PATCH' && sent.url().endsWith('/api/retailers/7'),
  );
  await bankForm.getByRole('button', { name: 'Update' }).click();
  expect((await bankRequest).postDataJSON()).toEqual({
    bank_details: { settlement: { sort_code: sortCode } },
  });
  await expect(page.getByRole('button', { name: 'Edit Bank Details' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Finance Information' }).click();
  const financeForm = page.getByRole('form', { name: 'Finance Information' });
  await financeForm.getByRole('textbox', { name: /Average Order Value/ }).fill('1234.56');
  const financeRequest = page.waitForRequest(
    (sent) => sent.method() === 'PATCH' && sent.url().endsWith('/api/retailers/7'),
  );
  await financeForm.getByRole('button', { name: 'Update' }).click();
  expect((await financeRequest).postDataJSON()).toEqual({
    company_finance_details: { average_order_value: 123_456 },
  });
  await expect(page.getByRole('button', { name: 'Edit Finance Information' })).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Settlement' }).click();
  await expect(page.getByRole('region', { name: 'Bank Details' })).toContainText(sortCode);
  await expect(page.getByRole('region', { name: 'Finance Information' })).toContainText(
    '£1,234.56',
  );
});

test('a viewer sees bank, account and finance details without Edit', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto(merchantPath);
  await expect(page.getByRole('tab', { name: 'Settlement' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bank Details' })).toContainText('Sort Code');
  await expect(page.getByRole('region', { name: 'Account Details' })).toContainText('Monthly Cost');
  await expect(page.getByRole('region', { name: 'Finance Information' })).toContainText(
    'Average Order Value',
  );
  for (const name of ['Edit Bank Details', 'Edit Account Details', 'Edit Finance Information']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
});
