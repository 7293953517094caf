import { expect, test } from './fixtures';
import { signIn } from './session';

test('admin schedules a report, changes its send time, pauses and resumes it', async ({ page }) => {
  // Sign-in, the list and four saves against the real server: slow on a busy CI machine.
  test.slow();
  await signIn(page, 'admin');
  await page.goto('/credit-app/');
  await page.getByRole('button', { name: /Export Report/ }).click();
  await page.getByRole('menuitem', { name: 'Schedule as Report' }).click();
  const create = page.getByRole('dialog', { name: 'Schedule as Report' });
  await create.getByRole('textbox', { name: 'Recipients' }).fill('schedules.e2e@example.com');
  await expect(create.getByRole('textbox', { name: 'Send time (UTC)' })).toHaveValue('06:00');
  await create.getByRole('button', { name: 'Schedule' }).click();
  await page
    .getByRole('dialog', { name: 'Report scheduled' })
    .getByRole('button', { name: 'Close' })
    .click();

  await page.goto('/exports/');
  const row = page
    .getByRole('table', { name: 'Scheduled reports' })
    .getByRole('row')
    .filter({ hasText: 'schedules.e2e@example.com' });
  await expect(row).toContainText('06:00 UTC');
  await expect(row).toContainText('Weekly');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: /^Edit schedule/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Schedule' });
  await edit.getByRole('textbox', { name: 'Send time (UTC)' }).fill('07:00');
  const lastWeek = edit.getByRole('radio', { name: 'Last 7 days' });
  await lastWeek.press('Space');
  await expect(lastWeek).toBeChecked();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('alertdialog', { name: 'Schedule updated' })).toBeVisible();
  await expect(row).toContainText('07:00 UTC');
  await expect(row).toContainText('Last 7 days');

  await row.getByRole('button', { name: /^Pause schedule/ }).click();
  await expect(row).toContainText('Paused');
  await expect(row).toContainText('None while paused');
  // The state is the server's: it holds after a reload.
  await page.reload();
  await expect(row).toContainText('Paused');
  await row.getByRole('button', { name: /^Resume schedule/ }).click();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: /^Pause schedule/ })).toBeVisible();
});
