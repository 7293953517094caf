import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { IDLE_SIGN_OUT_MS, IDLE_WARNING_MS } from '../src/session/idleTimeout';
import { accessTokenOf, signIn } from './session';

/**
 * Every page of the navigation, and the first record each list opens, as each demo user: the
 * fixture fails the test on any console error or failed request along the way, and axe checks
 * each page, the shell's dialogs, every dialog a page opens with a New …, Delete… or Preview
 * button, the order action and underwriting modals of an application, the unsaved-changes
 * question and the idle warning.
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
  await expect.poll(() => inFlight.size).toBe(0);
  // The answers have come; the page shows them once React has rendered, not at once.
  await expect(heading(page)).toBeVisible();
  await expect(page.locator('main [aria-busy="true"], main [role="progressbar"]')).toHaveCount(0);
}

/** A dialog or an alert dialog (a question such as a delete confirmation), by name if given. */
const dialogNamed = (page: Page, name?: string | RegExp) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

/** Waits for a dialog's content to load (no busy indicator, no call unanswered), then checks it. */
async function expectAccessibleDialog(
  page: Page,
  inFlight: Set<unknown>,
  name: string | RegExp,
  { named = true } = {},
) {
  const dialog = dialogNamed(page, named ? name : undefined);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
  await expect.poll(() => inFlight.size).toBe(0);
  await expectNoAxeViolations(page, `the ${String(name)} dialog`);
  return dialog;
}

/** Closes the open dialog unused: Escape, which every dialog but the idle warning accepts. */
async function dismissDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(dialogNamed(page)).toHaveCount(0);
}

/** The dialogs the shell offers on every page: the command palette, shortcuts and My Account. */
async function checkShellDialogs(page: Page, inFlight: Set<unknown>) {
  await page.keyboard.press('Control+k');
  const palette = await expectAccessibleDialog(page, inFlight, 'Command palette');
  await palette.getByRole('option', { name: /^Show keyboard shortcuts/ }).click();
  const shortcuts = await expectAccessibleDialog(page, inFlight, 'Keyboard shortcuts');
  await shortcuts.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expectAccessibleDialog(page, inFlight, 'My Account');
  await dismissDialog(page);
}

/** New … buttons that act at once instead of opening a dialog (Settlements' New key rotates). */
const actsAtOnce = new Set(['New key']);

/** Opens each dialog the page offers with a New … button, checks it and closes it unused. */
async function checkNewDialogs(page: Page, inFlight: Set<unknown>) {
  const openers = page.locator('main').getByRole('button', { name: /^New / });
  const names = [...new Set((await openers.allInnerTexts()).map((text) => text.trim()))].filter(
    (name) => !actsAtOnce.has(name),
  );
  for (const name of names) {
    await openers.filter({ hasText: name }).first().click();
    await expectAccessibleDialog(page, inFlight, name);
    await dismissDialog(page);
  }
}

/**
 * Opens the page's first enabled Delete… button (its confirmation, whatever the row) and its
 * Preview, checks each dialog and closes it unused: nothing is deleted.
 */
async function checkDeleteAndPreviewDialogs(page: Page, inFlight: Set<unknown>) {
  for (const opener of [/^Delete/, /^Preview$/]) {
    const button = page
      .locator('main')
      .getByRole('button', { name: opener })
      .and(page.locator(':enabled'));
    if ((await button.count()) === 0) continue;
    const name = (await button.first().innerText()).trim();
    await button.first().click();
    await expectAccessibleDialog(page, inFlight, name, { named: false });
    await dismissDialog(page);
  }
}

/** Opens each modal of the application's Order Actions, checks it and closes it unused. */
async function checkOrderActionDialogs(page: Page, inFlight: Set<unknown>): Promise<string[]> {
  const actions = page.getByRole('region', { name: 'Order Actions' }).getByRole('button');
  await expect(actions.first()).toBeVisible();
  const names = (await actions.allInnerTexts()).map((text) => text.trim());
  for (const name of names) {
    await actions.filter({ hasText: name }).first().click();
    await expectAccessibleDialog(page, inFlight, name, { named: false });
    await dismissDialog(page);
  }
  return names;
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
    test.setTimeout(900_000);
    const inFlight = callsInFlight(page);
    await signIn(page, username);
    const paths = await navigationPaths(page);
    expect(paths.length).toBeGreaterThan(1);
    await expectNoAxeViolations(page, 'the dashboard');
    await checkShellDialogs(page, inFlight);
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
        await expectNoAxeViolations(page, path);
        await checkNewDialogs(page, inFlight);
        await checkDeleteAndPreviewDialogs(page, inFlight);
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
        await expectNoAxeViolations(page, new URL(page.url()).pathname);
        await checkDeleteAndPreviewDialogs(page, inFlight);
      });
    }
  });
}

test('the unsaved-changes question and the idle warning', async ({ page }) => {
  // The idle warning comes after 29 minutes without activity: the page's clock is moved on.
  await page.clock.install();
  const inFlight = callsInFlight(page);
  await signIn(page, 'admin');
  await page.goto('/credit-policies/');
  await page
    .getByRole('table', { name: 'Credit Policies' })
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add a stage' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Credit Applications' })
    .click();
  const question = await expectAccessibleDialog(page, inFlight, 'Discard changes');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);

  await page.clock.fastForward(IDLE_SIGN_OUT_MS - IDLE_WARNING_MS);
  const warning = await expectAccessibleDialog(page, inFlight, 'Are you still there?');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);
});

test('the order action and underwriting modals of an application awaiting a decision', async ({
  page,
}) => {
  const inFlight = callsInFlight(page);
  await signIn(page, 'admin');
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const list = await page.request.get('/api/credit-applications?status[]=REFER', { headers });
  const ids = (
    (await list.json()) as { _embedded: { items: { credit_application_id: number }[] } }
  )._embedded.items.map((item) => item.credit_application_id);
  let underwritable: number | undefined;
  for (const id of ids) {
    const answer = await page.request.get(`/api/credit-applications/${id}`, { headers });
    const { _links: links } = (await answer.json()) as { _links: Record<string, unknown> };
    if (links.underwrite) {
      underwritable = id;
      break;
    }
  }
  if (underwritable === undefined) throw new Error('No REFER application can be underwritten.');
  await page.goto(`/credit-app/${underwritable}/`);
  await expect(heading(page)).toBeVisible();
  await expect.poll(() => inFlight.size).toBe(0);
  expect(await checkOrderActionDialogs(page, inFlight)).toContain('Underwrite');
});
