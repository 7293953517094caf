import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Demo-pass-1';

/** Signs in through the sign-in screen and waits for the dashboard. */
export async function signIn(page: Page, username: string, password = demoPassword) {
  await page.goto('/');
  await page.getByRole('textbox', { name: /Username/ }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: /'s Dashboard$/ })).toBeVisible();
}

/** The access token the console keeps for the signed-in user, for calls a test makes itself. */
export async function accessTokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(
    () =>
      sessionStorage.getItem('backoffice.session') ?? localStorage.getItem('backoffice.session'),
  );
  return (JSON.parse(stored ?? '{}') as { accessToken: string }).accessToken;
}
