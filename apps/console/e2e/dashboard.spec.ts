import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

// A title reads icon + label; the icon is decorative, so tests match the label at the end.
const widgetTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test('a widget moved with the keyboard stays in its new place after a reload', async ({ page }) => {
  await signIn(page, 'lender');
  const column = (n: number) => page.getByRole('list', { name: `Column ${n}` });
  const titlesIn = (n: number) => column(n).getByRole('heading', { level: 2 });
  await expect(titlesIn(1)).toHaveText([/Announcements$/]);
  await expect(titlesIn(2)).toHaveText([/Recently Viewed$/]);
  // A widget is picked up once it shows its content, as a person would see it.
  await expect(column(1).getByRole('progressbar', { name: 'Loading announcements' })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Move Announcements' }).focus();
  // Each key waits for what the board announces, as a screen reader user would.
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Announcements, in column 1, position 1.')).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Announcements is over column 2, position 1.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Announcements was dropped in column 2, position 1.')).toBeAttached();
  const moved = async () => {
    await expect(page.getByText('Column 1 is empty. Move a widget here.')).toBeVisible();
    await expect(titlesIn(2)).toHaveText([/Announcements$/, /Recently Viewed$/]);
  };
  await moved();
  await page.reload();
  await moved();

  // Reset asks first, then restores the defaults.
  await page.getByRole('button', { name: 'Reset' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset Widgets' });
  await expect(
    confirm.getByText('Are you sure you want to revert your dashboard to the default settings?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(titlesIn(1)).toHaveText([/Announcements$/]);
  await expect(titlesIn(2)).toHaveText([/Recently Viewed$/]);
});

test('the viewer, who has no mobile number, is asked to confirm their details', async ({
  page,
}) => {
  await signIn(page, 'viewer');
  const details = page.getByRole('region', { name: 'Please Confirm Your Details' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Update' })).toBeDisabled();
  // Pin every widget still on offer; then the menu says there are none left.
  for (;;) {
    await page.getByRole('button', { name: 'Add Widgets' }).click();
    const first = page.getByRole('menuitem').first();
    if ((await first.textContent()) === 'No available widgets.') break;
    const count = await widgetTitles(page).count();
    await first.click();
    await expect(widgetTitles(page)).toHaveCount(count + 1);
  }
  await expect(page.getByRole('menuitem', { name: 'No available widgets.' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Reset' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset Widgets' })
    .getByRole('button', { name: 'Reset' })
    .click();
});
