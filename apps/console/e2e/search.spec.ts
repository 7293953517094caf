import { expect, test } from './fixtures';
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

test('quick search leads from its first 15 matches to every match on the search results page', async ({
  page,
}) => {
  await signIn(page, 'admin');

  // 'and' is in many seeded merchants' names ('… and Sons') and consumers' names and emails.
  await page.getByRole('combobox', { name: 'Quick search' }).fill('and');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const showAll = results.getByRole('option', { name: /^Show (all \d+|the first 100) results$/ });
  await expect(showAll).toBeVisible();
  await showAll.click();

  await expect(page).toHaveURL(/\/search\/\?q=and$/);
  await expect(page.getByRole('heading', { name: 'Search results', level: 1 })).toBeVisible();
  // More than the 15 the quick search lists, each leading to its merchant or application.
  const sections = page.getByRole('region', { name: /^(Merchants|Credit Applications) \(\d+\)$/ });
  await expect(sections.getByRole('link').nth(15)).toBeVisible();
  await page
    .getByRole('region', { name: /^Credit Applications \(\d+\)$/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/credit-app\/\d+\/$/);
});

test.describe('in a browser set to German', () => {
  test.use({ locale: 'de-DE' });

  test("the design system's own words stay English, as the console's are", async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('combobox', { name: 'Quick search' }).fill('leisure superst');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
    // react-aria names the popover's hidden close button in the page's language; the build keeps
    // only its English strings (vite.config.ts), so German gets them, not 'Schließen'.
    await expect(page.getByRole('button', { name: 'Dismiss', exact: true })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Schließen' })).toHaveCount(0);
  });
});
