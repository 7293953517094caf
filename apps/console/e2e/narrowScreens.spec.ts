import { expect, test, type Page } from './fixtures';
import { accessTokenOf, signIn } from './session';

/**
 * Screenshot baselines of the shell, the credit application list and its detail page at a
 * phone's, a small laptop's and a wide screen's width (docs/adr/0016). Seeded dates follow the
 * day of the run and other specs change which applications lead the list, so those parts are
 * masked, and with them the column headers, whose widths follow the rows shown; the frame, the
 * filters, the table's place and size and the detail's panels are compared.
 */
const tolerance = { threshold: 0.02, maxDiffPixelRatio: 0.001 } as const;

/** The lowest-numbered COMPLETE application: a final status no other spec changes. */
async function completedApplication(page: Page): Promise<number> {
  const answer = await page.request.get(
    '/api/credit-applications?status[]=COMPLETE&order[]=credit_application_id&perPage=10',
    { headers: { Authorization: `Bearer ${await accessTokenOf(page)}` } },
  );
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as {
    _embedded: { items: { credit_application_id: number }[] };
  };
  const first = body._embedded.items[0];
  if (!first) throw new Error('The seed has no COMPLETE application.');
  return first.credit_application_id;
}

for (const width of [390, 1024, 1440]) {
  test(`the shell, the credit application list and detail at ${width} px match their baselines`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin');
    const id = await completedApplication(page);

    await page.goto('/credit-app/');
    const table = page.getByRole('table', { name: 'Credit Applications' });
    await expect(table.getByRole('link', { name: /View application/ }).first()).toBeVisible();
    const filters = page.getByRole('region', { name: 'Filters' });
    await expect(page).toHaveScreenshot(`credit-applications-${width}.png`, {
      ...tolerance,
      mask: [
        table.getByRole('rowgroup'),
        filters.getByText(/^Date: /),
        page.getByText(/^[\d,]+\+? credit applications$/),
      ],
    });

    await page.goto(`/credit-app/${id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Credit Application ${id}`);
    await expect(page.getByRole('heading', { name: 'Order Goods' })).toBeVisible();
    const detailMask = [
      page.locator('dt:text-is("Submitted") + dd'),
      page.getByRole('list', { name: 'Status History' }),
    ];
    await expect(page).toHaveScreenshot(`credit-application-${width}.png`, {
      ...tolerance,
      mask: detailMask,
    });

    if (width === 390) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('link', { name: 'Credit Applications' })).toBeVisible();
      // The page behind the drawer shows through its backdrop.
      await expect(page).toHaveScreenshot('navigation-drawer-390.png', {
        ...tolerance,
        mask: detailMask,
      });
    }
  });
}
