import { expect, test } from './fixtures';
import { signIn } from './session';

test('filters the merchant list and opens a merchant from its address', async ({ page }) => {
  // A page of 100 merchants with their notes is the heaviest page of this spec.
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/merchants/');
  const table = page.getByRole('table', { name: 'Merchants' });
  const firstRow = table.getByRole('row').nth(1);
  // The first list of 100 merchants with their notes takes a while on a busy machine; until it
  // arrives the row is a placeholder with no name, so wait for a merchant's own link.
  await expect(firstRow.getByRole('link', { name: /View merchant/ })).toBeVisible({
    timeout: 30_000,
  });
  const name = (await firstRow.getByRole('rowheader').textContent())!.trim();
  const href = await firstRow.getByRole('link', { name: /View merchant/ }).getAttribute('href');
  const retailerId = /\/merchants\/(\d+)\//.exec(href ?? '')![1];

  await page.getByRole('searchbox', { name: 'Merchant' }).fill(name);
  await expect(page).toHaveURL(/name=/);
  await expect(table.getByRole('rowheader', { name })).toBeVisible();

  await page.goto(`/merchants/${retailerId}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('region', { name: 'Company Information' })).toBeVisible();
});

test('edits company details sending only the changed field', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/merchants/5/');
  await page.getByRole('button', { name: 'Edit Company Information' }).click();
  const registration = `REG${Date.now() % 1_000_000}`;
  await page.getByRole('textbox', { name: /Registration Number/ }).fill(registration);
  const request = page.waitForRequest(
    (sent) => sent.method() === 'PATCH' && sent.url().endsWith('/api/retailers/5'),
  );
  await page.getByRole('button', { name: 'Update' }).click();
  expect((await request).postDataJSON()).toEqual({ registration_number: registration });
  const company = page.getByRole('region', { name: 'Company Information' });
  await expect(company.getByRole('button', { name: 'Edit Company Information' })).toBeVisible();
  await expect(company).toContainText(registration);
});

test('adds a contact and deletes it', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/merchants/5/');
  const contacts = page.getByRole('tablist', { name: 'Contacts' });
  const supportTabs = contacts.getByRole('tab', { name: 'Support Contact' });
  await expect(contacts.getByRole('tab', { name: /Add Contact/ })).toBeVisible();
  const before = await supportTabs.count();

  await contacts.getByRole('tab', { name: /Add Contact/ }).click();
  const form = page.getByRole('form', { name: 'New Contact' });
  await form.getByRole('button', { name: /Contact Type/ }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  await form.getByRole('button', { name: /Title/ }).click();
  await page.getByRole('option', { name: 'Ms' }).click();
  await form.getByRole('textbox', { name: /First Name/ }).fill('Dana');
  await form.getByRole('textbox', { name: /Last Name/ }).fill('Price');
  await form.getByRole('textbox', { name: /Email/ }).fill('dana.price@example.com');
  await form.getByRole('textbox', { name: /Telephone/ }).fill('01132345678');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact created')).toBeVisible();
  await expect(supportTabs).toHaveCount(before + 1);

  await supportTabs.last().click();
  // The notes area beside it has its own tab panel (Flags).
  const panel = page.getByRole('tabpanel', { name: 'Support Contact' });
  await expect(panel).toContainText('Dana');
  await panel.getByRole('button', { name: 'Delete Support Contact' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Contact Deleted')).toBeVisible();
  await expect(supportTabs).toHaveCount(before);
});
