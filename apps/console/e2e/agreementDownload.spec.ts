import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { accessTokenOf, signIn } from './session';

/** A seeded accepted application whose agreement the server offers to the signed-in user. */
async function findApplicationWithAgreement(page: Page): Promise<number> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const list = await page.request.get('/api/credit-applications?status[]=ACCEPT&perPage=25', {
    headers,
  });
  expect(list.ok()).toBe(true);
  const { _embedded } = (await list.json()) as {
    _embedded: { items: { credit_application_id: number; _links: Record<string, unknown> }[] };
  };
  const offered = _embedded.items.find((item) => item._links.agreement !== undefined);
  if (offered) return offered.credit_application_id;
  for (const { credit_application_id: id } of _embedded.items) {
    const detail = await page.request.get(`/api/credit-applications/${id}`, { headers });
    if (((await detail.json()) as { _links: Record<string, unknown> })._links.agreement) return id;
  }
  throw new Error('No seeded ACCEPT application offers its agreement.');
}

test('admin downloads the agreement of a seeded application as a PDF file', async ({ page }) => {
  await signIn(page, 'admin');
  const id = await findApplicationWithAgreement(page);
  await page.goto(`/credit-app/${id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Credit Application ${id}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Agreement' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`agreement-${id}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(`Credit agreement for application ${id}`);
  // The page stays where it was: no navigation to the file.
  expect(page.url()).toContain(`/credit-app/${id}/`);
});
