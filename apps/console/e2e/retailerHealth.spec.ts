import { expect, test } from './fixtures';
import { signIn } from './session';

/** The seed's merchant whose ISIF12 is on its rate card but lacks its permission (orange). */
const ORANGE_MERCHANT = 29;

test('Tools opens a merchant in the health checker, where Add permission turns its orange product green', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Tools' }).click();
  await expect(page).toHaveURL(/\/tools\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Merchant' }).fill(String(ORANGE_MERCHANT));
  await page.getByRole('option', { name: new RegExp(`\\(${ORANGE_MERCHANT}\\)$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/retailer-health/${ORANGE_MERCHANT}/$`));
  await expect(
    page.getByRole('heading', { level: 1, name: /^Retailer Health - .+/ }),
  ).toBeVisible();

  const rule = page.getByRole('region', { name: 'R1 Interest free' });
  await expect(rule.getByText('Permission missing')).toBeVisible();
  await rule.getByRole('button', { name: 'Add permission ISIF12' }).click();
  await expect(rule.getByText('Permission missing')).toHaveCount(0);
  await expect(rule.getByText('All in order')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Add permission/ })).toHaveCount(0);
});
