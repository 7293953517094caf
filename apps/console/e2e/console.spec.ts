import { expect, test, type Page } from './fixtures';

const demoPassword = 'Demo-pass-1';
const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp';

async function signIn(page: Page, username: string, password = demoPassword) {
  await page.goto('/');
  await page.getByRole('textbox', { name: /Username/ }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

function navigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test('the sign-in screen has its fields, Remember me and the forgotten-password link', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.screenshot({ path: `${screenshotDir}/console-sign-in.png`, fullPage: true });
  await page.getByRole('link', { name: 'Forgotten Password?' }).click();
  await expect(page).toHaveURL(/\/reset-password\/$/);
});

test('the reset request screen says what happens', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/reset-password\/$/);
  await expect(
    page.getByText('Enter your username below to request a password reset.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.getByRole('textbox', { name: /Username/ }).fill('viewer');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(
    page.getByText('Your account manager has been notified of your request.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('textbox', { name: /Username/ })).toBeVisible();
});

test('a wrong password shows the error and stays on sign-in', async ({ page, expectProblem }) => {
  expectProblem({ status: 401, url: /\/api\/request-token$/ });
  await signIn(page, 'viewer', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(navigation(page)).toHaveCount(0);
});

test('admin signs in and sees the navigation of every permission', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: /'s Dashboard$/ })).toBeVisible();
  for (const url of [
    'rate-cards',
    'watch-list',
    'credit-app',
    'merchants',
    'merchant-applications',
    'user-management',
    'document-management',
  ]) {
    await expect(navigation(page).locator(`a[href^="/${url}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  await page.screenshot({ path: `${screenshotDir}/console-shell-admin.png`, fullPage: true });
});

test('viewer sees only credit applications and merchants, and user management leads home', async ({
  page,
}) => {
  await signIn(page, 'viewer');
  await expect(page.getByRole('heading', { name: /'s Dashboard$/ })).toBeVisible();
  const hrefs = await navigation(page)
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.sort()).toEqual(['/credit-app/', '/merchants/']);
  await page.goto('/user-management/users/');
  await expect(page.getByRole('heading', { name: /'s Dashboard$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('logout returns to sign-in', async ({ page }) => {
  await signIn(page, 'viewer');
  await expect(page.getByRole('heading', { name: /'s Dashboard$/ })).toBeVisible();
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('My Account updates the signed-in user', async ({ page }) => {
  await signIn(page, 'lender');
  await expect(page.getByRole('heading', { name: /'s Dashboard$/ })).toBeVisible();
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'My Account' });
  await expect(dialog.getByLabel(/^Username/)).toHaveValue('lender');
  const firstName = dialog.getByRole('textbox', { name: /^First Name/ });
  await firstName.fill('Lenny');
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(dialog.getByText('Account updated.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: "Lenny's Dashboard" })).toBeVisible();
});
