import { expect, test } from './fixtures';
import { accessTokenOf, demoPassword, signIn } from './session';

test('the built console publishes no source maps', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    expect(await (await request.get(url)).text(), url).not.toContain('sourceMappingURL');
    const map = await request.get(`${url}.map`);
    expect(await map.text(), `${url}.map`).not.toContain('"mappings"');
  }
});

test('the browser gets the page revalidated and the scripts compressed and cached for a year', async ({
  page,
}) => {
  const scripts = new Map<string, { encoding?: string; cache?: string }>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    const name = new URL(response.url()).pathname;
    scripts.set(name, { encoding: headers['content-encoding'], cache: headers['cache-control'] });
  });
  const document = await page.goto('/');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  expect(document?.headers()['x-content-type-options']).toBe('nosniff');
  const policy = document?.headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(scripts.size).toBeGreaterThan(0);
  for (const [name, script] of scripts) {
    expect(script.cache, name).toBe('public, max-age=31536000, immutable');
  }
  // The entry chunk in brotli (chunks under 1 KB go as they are).
  const entry = [...scripts].find(([name]) => /^\/assets\/index-/.test(name));
  expect(entry?.[1].encoding).toBe('br');
});

test('the session is in memory and an HttpOnly cookie: reloads and new tabs keep it, logout ends it everywhere', async ({
  page,
  context,
}) => {
  await signIn(page, 'viewer');
  const cookies = await context.cookies();
  expect(cookies.find(({ name }) => name === 'bo_refresh')).toMatchObject({
    name: 'bo_refresh',
    path: '/api/request-token',
    httpOnly: true,
    sameSite: 'Strict',
    // Without Remember me it is a session cookie: it goes when the browser closes.
    expires: -1,
  });
  const token = await accessTokenOf(page);
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    stored: JSON.stringify({ ...localStorage, ...sessionStorage }),
  }));
  // Page script sees only the hint that there is a session to restore.
  expect(readable.cookie).toBe('bo_session=1');
  expect(readable.stored).not.toContain(token);

  await page.reload();
  await expect(page.getByRole('heading', { name: /'s Dashboard$/ })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: /'s Dashboard$/ })).toBeVisible();

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await context.cookies()).toEqual([]);
  await other.close();
});

test('Remember me keeps the refresh cookie for 30 days', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: /Username/ }).fill('viewer');
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole('checkbox', { name: 'Remember me' }).click();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: /'s Dashboard$/ })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.map(({ name }) => name).sort()).toEqual(['bo_refresh', 'bo_session']);
  for (const cookie of cookies) {
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days, cookie.name).toBeGreaterThan(29);
    expect(days, cookie.name).toBeLessThanOrEqual(30);
  }
});
