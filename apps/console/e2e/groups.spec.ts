import { expect, test } from './fixtures';
import { signIn } from './session';

const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp';

test('admin creates a group from Read Only, adds Watch Lists, and it stays after a reload', async ({
  page,
}) => {
  await signIn(page, 'admin');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Users and Groups' })
    .click();
  await page
    .getByRole('navigation', { name: 'Users and Groups' })
    .getByRole('link', { name: 'Groups' })
    .click();
  await expect(page).toHaveURL(/\/user-management\/groups\/$/);
  const table = page.getByRole('table', { name: 'Groups' });
  await expect(table.getByRole('link', { name: 'Read Only' })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/console-groups.png`, fullPage: true });

  const groupName = `Watchers ${Date.now()}`;
  await page.getByRole('button', { name: 'New Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Group' });
  await dialog.getByRole('textbox', { name: /^Group Name/ }).fill(groupName);
  await dialog.getByRole('button', { name: /Copy permissions from/ }).click();
  await page.getByRole('option', { name: 'Read Only' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Group created')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await table.getByRole('link', { name: groupName }).click();
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  // Copied from Read Only: Credit Applications is ticked, Watch Lists is not.
  await expect(page.getByRole('checkbox', { name: 'Credit Applications' })).toBeChecked();
  const watchLists = page.getByRole('checkbox', { name: 'Watch Lists' });
  await expect(watchLists).not.toBeChecked();
  // The input is visually hidden inside its label, which takes the click.
  await page.locator('label', { has: watchLists }).click();
  await expect(watchLists).toBeChecked();
  await expect(page.getByRole('tab', { name: 'Navigation *' })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/console-group-detail.png`, fullPage: true });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Group updated')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Watch Lists' })).toBeChecked();
  await expect(page.getByRole('tab', { name: 'Navigation' })).toBeVisible();
});
