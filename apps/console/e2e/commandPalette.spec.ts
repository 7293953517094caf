import { expect, test } from './fixtures';
import { signIn } from './session';

test('the command palette finds a seeded merchant from part of its name and opens it by keyboard', async ({
  page,
}) => {
  await signIn(page, 'admin');

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const box = palette.getByRole('textbox', { name: 'Search commands' });
  await expect(box).toBeFocused();
  // The seed names merchant 7 '… Home, Garden and Leisure Superstore Trading Under Licence 7'.
  await box.fill('leisure superst');
  const merchants = palette
    .getByRole('listbox', { name: 'Commands' })
    .getByRole('group', { name: 'Merchants' });
  const merchant = merchants.getByRole('option', {
    name: /Leisure Superstore Trading Under Licence 7/,
  });
  await expect(merchant).toBeVisible();
  // Typing makes the best match the active option, announced through aria-activedescendant.
  await expect(merchant).toHaveAttribute('data-focused', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await merchant.getAttribute('id')) ?? '',
  );
  // Until the merchant page exists its path falls back to the dashboard, so catch the visit.
  const opened = page.waitForURL(/\/merchants\/7\/$/, { waitUntil: 'commit' });
  await page.keyboard.press('Enter');
  await opened;
  await expect(palette).toBeHidden();

  // Opening it from the palette counts as a visit, kept on the server.
  await page.getByRole('button', { name: 'Recently viewed', exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Recently viewed' })
      .getByRole('region', { name: 'Today' })
      .getByRole('link', { name: /Licence 7/ }),
  ).toBeVisible();
});

test("'?' shows every keyboard shortcut, and Escape closes them", async ({ page }) => {
  await signIn(page, 'admin');
  const heading = page.getByRole('heading', { name: /'s Dashboard$/ });
  await heading.click();

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Open the command palette/ })).toContainText('Ctrl');
  await expect(
    dialog.getByRole('row', { name: /Search merchants and credit applications/ }),
  ).toContainText('/');
  await expect(dialog.getByRole('table', { name: 'Go to' }).getByRole('rowheader')).toHaveText([
    'Dashboard',
    'Credit Applications',
    'Merchants',
    'Users and Groups',
  ]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
