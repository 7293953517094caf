import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

/**
 * Every page of the navigation, and the first record each list opens, as each demo user: the
 * fixture fails the test on any console error or failed request along the way.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** The API calls a page has sent and not yet had answered. */
function callsInFlight(page: Page): Set<unknown> {
  const inFlight = new Set<unknown>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

/**
 * Opens what `open` leads to and waits until that page has loaded: its address, a heading other
 * than the last page's when `newHeading` (a list's first record is read from it), no busy
 * indicator and no API call unanswered.
 */
async function openAndSettle(
  page: Page,
  inFlight: Set<unknown>,
  open: () => Promise<void>,
  isThere: (url: URL) => boolean,
  newHeading: boolean,
) {
  const before = (await heading(page).textContent()) ?? '';
  await open();
  await expect(page).toHaveURL(isThere);
  if (newHeading) await expect(heading(page)).not.toHaveText(before);
  await expect(page.locator('main [aria-busy="true"], main [role="progressbar"]')).toHaveCount(0);
  await expect.poll(() => inFlight.size).toBe(0);
}

async function navigationPaths(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
  return [...new Set(hrefs)].filter((path) => path !== '/');
}

for (const username of ['admin', 'lender', 'viewer']) {
  test(`${username} opens every page of the navigation and a record of each list without an error`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const inFlight = callsInFlight(page);
    await signIn(page, username);
    const paths = await navigationPaths(page);
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      await test.step(path, async () => {
        const link = page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${path}"]`);
        await openAndSettle(
          page,
          inFlight,
          () => link.first().click(),
          // A section's entry may lead on to its first page (User Management to its users).
          (url) => url.pathname.startsWith(path),
          true,
        );
        const record = page
          .locator('main [role="grid"] [role="row"] a[href], main table tbody a[href]')
          .first();
        if ((await record.count()) === 0) return;
        const list = new URL(page.url()).pathname;
        await openAndSettle(
          page,
          inFlight,
          () => record.click(),
          (url) => url.pathname !== list,
          false,
        );
      });
    }
  });
}
