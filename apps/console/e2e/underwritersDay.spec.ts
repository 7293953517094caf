import { expect, test, type Page } from './fixtures';
import { accessTokenOf, signIn } from './session';
import { underwriteToAccept } from './underwriting';

const RESCORE_CONSEQUENCE =
  "Update and Re-score runs the credit policy again: its decision becomes the application's status. An underwriter's decision cannot be re-scored afterwards; Update alone keeps the status.";
const MANUAL_DECISION_IS_FINAL =
  'This application was underwritten manually to ACCEPT. A manual decision is final, so it is not re-scored; use Underwrite to change the decision.';

/** At or below this width the side navigation waits behind the Menu button. */
const NARROW = 768;

/** The page never scrolls sideways: what is too wide scrolls inside its own frame. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
}

/** The answer's application ids, once the list asks for REFER and nothing else. */
async function referOnlyAnswer(page: Page): Promise<number[]> {
  const response = await page.waitForResponse((candidate) => {
    if (!candidate.url().includes('/api/credit-applications?')) return false;
    const statuses = new URL(candidate.url()).searchParams.getAll('status[]');
    return statuses.length === 1 && statuses[0] === 'REFER';
  });
  const body = (await response.json()) as {
    _embedded: { items: { credit_application_id: number }[] };
  };
  return body._embedded.items.map((item) => item.credit_application_id);
}

/** The first of these applications that admin may annotate, underwrite and still re-score. */
async function underwritable(page: Page, ids: number[]): Promise<number> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  for (const id of ids) {
    const answer = await page.request.get(`/api/credit-applications/${id}`, { headers });
    const { _links: links, consumer } = (await answer.json()) as {
      _links: Record<string, unknown>;
      consumer: unknown;
    };
    if (consumer && links.underwrite && links.add_note && links.edit_consumer && links.rescore) {
      return id;
    }
  }
  throw new Error('No REFER application on the first page can be underwritten and re-scored.');
}

async function openCreditApplications(page: Page, width: number) {
  if (width <= NARROW) {
    // The side navigation is not on the page; the Menu button opens it as a drawer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await drawer.getByRole('link', { name: 'Credit Applications' }).click();
    await expect(drawer).toBeHidden();
  } else {
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Credit Applications' })
      .click();
  }
  await expect(page.getByRole('heading', { name: 'Credit Applications', level: 1 })).toBeVisible();
}

for (const width of [1440, 1024, 390]) {
  test(`admin's underwriting day at ${width} px: REFER in one press, a note, a decision that re-scoring respects`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin');
    await expectNoSidewaysScroll(page);

    await openCreditApplications(page, width);
    const table = page.getByRole('table', { name: 'Credit Applications' });
    await expect(table.getByRole('link', { name: /View application/ }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Nothing is cut off: the columns that tell rows apart and open them are whole; at 1024 px the
    // least important columns make room for them, at 1440 px every column fits.
    for (const name of ['Consumer', 'App ID', 'Status', 'View']) {
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeInViewport({
        ratio: 1,
      });
    }
    if (width >= 1024) {
      await expect(table.getByRole('columnheader', { name: 'Date', exact: true })).toBeInViewport({
        ratio: 1,
      });
    }
    const loanType = table.getByRole('columnheader', { name: 'Loan Type', exact: true });
    if (width >= 1440) await expect(loanType).toBeInViewport({ ratio: 1 });
    else await expect(loanType).toBeHidden();

    // REFER alone with one press of its "only".
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Edit filters' }).click();
    const statusesSection = page.getByRole('button', { name: /^Statuses/ });
    await statusesSection.click();
    await expect(statusesSection).toHaveAttribute('aria-expanded', 'true');
    await expectNoSidewaysScroll(page);
    const statuses = page.getByRole('group', { name: 'Status', exact: true });
    const answer = referOnlyAnswer(page);
    await statuses.getByRole('button', { name: 'Only REFER', exact: true }).click();
    await expect(statuses.getByRole('checkbox', { name: 'REFER', exact: true })).toBeChecked();
    await expect(statuses.getByRole('checkbox', { name: 'ACCEPT', exact: true })).not.toBeChecked();
    const id = await underwritable(page, await answer);
    const view = table.getByRole('link', { name: `View application ${id}`, exact: true });
    await expect(view).toBeVisible();
    await expectNoSidewaysScroll(page);

    await view.click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(`Credit Application ${id}`);
    await expect(heading).toContainText('REFER');
    await expectNoSidewaysScroll(page);

    const noteText = `Payslip checked at ${width} px`;
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByRole('textbox', { name: /^Note/ }).fill(noteText);
    await notes.getByRole('button', { name: 'Add Note' }).click();
    await expect(notes.getByRole('list', { name: 'Notes' })).toContainText(noteText);
    await expectNoSidewaysScroll(page);

    // Before a manual decision, re-scoring is offered with its consequence stated.
    const customer = page.getByRole('region', { name: 'Customer' });
    await customer.getByRole('button', { name: 'Edit Customer' }).click();
    await expect(customer.getByRole('button', { name: 'Update and Re-score' })).toBeVisible();
    await expect(customer.getByText(RESCORE_CONSEQUENCE)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await customer.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Underwrite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Underwriting Decision' });
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
    await underwriteToAccept(page, dialog, heading, 'Income confirmed.');

    // The manual decision is final (ADR 0010): re-scoring is withdrawn and the tab says why.
    await customer.getByRole('button', { name: 'Edit Customer' }).click();
    await expect(customer.getByText(MANUAL_DECISION_IS_FINAL)).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Update and Re-score' })).toHaveCount(0);
    await customer.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Decision Log' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Decision Log' })
        .getByText(/^Underwritten manually to ACCEPT on /),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
