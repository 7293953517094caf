import { expect, test } from '@playwright/test';

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
