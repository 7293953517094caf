import { expect, test } from '@playwright/test';
import { signIn } from './session';

test('quick search finds a seeded merchant from part of its name, by keyboard', async ({
  page,
}) => {
  await signIn(page, 'admin');

  // The seed names merchant 7 '… Home, Garden and Leisure Superstore Trading Under Licence 7'.
  await page.getByRole('combobox', { name: 'Quick search' }).fill('leisure superst');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const merchant = results.getByRole('option', {
    name: /Leisure Superstore Trading Under Licence 7/,
  });
  await expect(merchant).toBeVisible();
  await expect(results.getByText('Merchants')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(merchant).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');

  // The visit is kept on the server: the recently viewed list has it.
  await page.getByRole('button', { name: 'Recently viewed', exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Recently viewed' })
      .getByRole('region', { name: 'Today' })
      .getByRole('link', { name: /Licence 7/ }),
  ).toBeVisible();
});
