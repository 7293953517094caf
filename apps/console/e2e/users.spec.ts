import { expect, test } from './fixtures';
import { passwordLinkSentTo } from './mailbox';
import { accessTokenOf, dropSession, signIn } from './session';

test('a user created by admin sets a first password from the emailed link and signs in', async ({
  page,
  browser,
}) => {
  const username = `e2e.user.${Date.now()}`;
  const email = `${username}@example.com`;
  await signIn(page, 'admin');
  await page.goto('/user-management/');
  await expect(page).toHaveURL(/\/user-management\/users\/$/);
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await dialog.getByRole('textbox', { name: /First Name/ }).fill('Erin');
  await dialog.getByRole('textbox', { name: /Last Name/ }).fill('Evans');
  await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.keyboard.press('Tab');
  // Leaving the email suggests it as the username, selected, so what the admin types next
  // replaces it instead of being appended to it (issue 22, bug 1).
  const usernameField = dialog.getByRole('textbox', { name: /Username/ });
  await expect(usernameField).toHaveValue(email);
  await expect(usernameField).toBeFocused();
  await page.keyboard.type(username);
  await expect(usernameField).toHaveValue(username);
  await dialog.getByRole('button', { name: /Group/ }).click();
  await page.getByRole('option', { name: 'Read Only' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(/User created/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox', { name: 'Username' }).fill(username);
  await expect(page.getByRole('row').filter({ hasText: username })).toBeVisible();

  // The link reaches the new user only (by email); the administrator's outbox withholds it.
  const linkPath = await passwordLinkSentTo(email);

  const newcomer = await browser.newPage();
  await newcomer.goto(linkPath);
  await newcomer
    .getByLabel(/^Password/)
    .first()
    .fill('First-pass-1');
  await newcomer.getByLabel(/^Confirm Password/).fill('First-pass-1');
  await newcomer.getByRole('button', { name: 'Update' }).click();
  await newcomer.getByRole('button', { name: 'Sign In' }).click();
  await signIn(newcomer, username, 'First-pass-1');
  await expect(newcomer.getByRole('heading', { name: "Erin's Dashboard" })).toBeVisible();
  await newcomer.close();
});

test('each demo user sees the navigation of their group', async ({ page }) => {
  const expected: Record<string, string[]> = {
    viewer: ['/credit-app/', '/merchants/'],
    lender: [
      '/audit/',
      '/credit-app/',
      '/credit-policies/',
      '/credit-policy-modules/',
      '/merchant-applications/',
      '/merchants/',
      '/queues/',
    ],
  };
  for (const [username, hrefs] of Object.entries(expected)) {
    await signIn(page, username);
    const links = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('listitem')
      .getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(
      (await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).sort(),
    ).toEqual(hrefs);
    await dropSession(page);
  }
});

test("a change to a group's permissions shows in its members' navigation on the next load", async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const stamp = Date.now();
  const group = await page.request.post('/api/backoffice/groups', {
    headers,
    data: {
      group_name: `Navigation ${stamp}`,
      permissions: [{ category_id: 200, rule_id: 1, enabled: true }],
    },
  });
  expect(group.status()).toBe(201);
  const groupId = ((await group.json()) as { group_id: number }).group_id;
  const username = `nav.${stamp}`;
  const user = await page.request.post('/api/backoffice/users', {
    headers,
    data: {
      first_name: 'Nav',
      last_name: 'Tester',
      email: `${username}@example.com`,
      username,
      group: { group_id: groupId },
    },
  });
  expect(user.status()).toBe(201);
  const userId = ((await user.json()) as { user_id: number }).user_id;
  const token = (await passwordLinkSentTo(`${username}@example.com`)).split('/')[2];
  const set = await page.request.patch(`/api/backoffice/users/${userId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: 'Member-pass-1' },
  });
  expect(set.ok()).toBe(true);

  const member = await browser.newPage();
  await signIn(member, username, 'Member-pass-1');
  const navigation = member.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Credit Applications' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Watch Lists' })).toHaveCount(0);

  const changed = await page.request.patch(`/api/backoffice/groups/${groupId}`, {
    headers,
    data: { permissions: [{ category_id: 200, rule_id: 6, enabled: true }] },
  });
  expect(changed.ok()).toBe(true);
  await member.reload();
  await expect(navigation.getByRole('link', { name: 'Watch Lists' })).toBeVisible();
  await member.close();
});
