import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Decides the open Underwriting Decision dialog to ACCEPT with `reason`, and checks the outcome:
 * no done state (the modal goes and a toast says it, docs/adr/0017), the heading's new status and
 * the reason in Status History.
 */
export async function underwriteToAccept(
  page: Page,
  dialog: Locator,
  heading: Locator,
  reason: string,
) {
  await dialog.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'ACCEPT' }).click();
  await dialog.getByRole('textbox', { name: /Decision Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Credit application has been successfully underwritten.',
    }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(heading).toContainText('ACCEPT');
  await expect(page.getByRole('list', { name: 'Status History' })).toContainText(reason);
}
