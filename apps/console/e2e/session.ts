import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Demo-pass-1';

/** The access token each page signed in with: the console keeps it in memory only. */
const accessTokens = new WeakMap<Page, string>();

/** Signs in through the sign-in screen and waits for the dashboard. */
export async function signIn(page: Page, username: string, password = demoPassword) {
  await page.goto('/');
  await page.getByRole('textbox', { name: /Username/ }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/request-token') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Sign In' }).click();
  accessTokens.set(page, ((await (await answer).json()) as { access_token: string }).access_token);
  await expect(page.getByRole('heading', { name: /'s Dashboard$/ })).toBeVisible();
}

/**
 * The access token of the page's sign-in, for calls a test makes itself. Page script cannot
 * read it (nor the refresh cookie): it is taken from the sign-in's answer.
 */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = accessTokens.get(page);
  if (!token) throw new Error('Sign the page in with signIn() first');
  return token;
}

/** Forgets the browser's session without the server's logout: its refresh cookie goes. */
export async function dropSession(page: Page) {
  await page.context().clearCookies();
  await page.goto('/');
}
