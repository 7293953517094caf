import { test as base, expect, type Page } from '@playwright/test';

/** Something the console did that a user should never meet: an error it logged or a failed request. */
interface PageProblem {
  kind: 'console error' | 'uncaught error' | 'failed response' | 'failed request';
  text: string;
  status?: number;
  url?: string;
}

/** A problem a test provokes on purpose: every given property must match. */
export interface ExpectedProblem {
  status?: number;
  url?: RegExp;
  text?: RegExp;
}

const matches = (problem: PageProblem, expected: ExpectedProblem) =>
  (expected.status === undefined || problem.status === expected.status) &&
  (expected.url === undefined || (problem.url !== undefined && expected.url.test(problem.url))) &&
  (expected.text === undefined || expected.text.test(problem.text));

// Chromium logs every 4xx/5xx answer as this console error; the answer itself is the problem
// recorded (with its address), so the log line would only repeat it.
const FAILED_RESOURCE_LOG = 'Failed to load resource: the server responded with a status of';
// A request the page no longer needs (a navigation, React Query cancelling a stale query).
const ABORTED = 'net::ERR_ABORTED';

function watch(page: Page, problems: PageProblem[]) {
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().startsWith(FAILED_RESOURCE_LOG)) return;
    problems.push({ kind: 'console error', text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => problems.push({ kind: 'uncaught error', text: error.message }));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    problems.push({
      kind: 'failed response',
      text: `${response.status()} ${response.request().method()} ${response.url()}`,
      status: response.status(),
      url: response.url(),
    });
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason === ABORTED) return;
    problems.push({
      kind: 'failed request',
      text: `${reason} ${request.method()} ${request.url()}`,
      url: request.url(),
    });
  });
}

/**
 * Every test fails on a console error (a Content-Security-Policy violation among them), an
 * uncaught error or a failed request in any of its pages, unless it declared that problem with
 * `expectProblem` (a refusal or validation error it provokes on purpose). Calls a test makes
 * itself through `request` are not the console's and are not watched.
 */
export const test = base.extend<{ expectProblem: (expected: ExpectedProblem) => void }>({
  expectProblem: [
    async ({ context }, use) => {
      // A violation of the Content-Security-Policy that the page's code catches (an eval probe)
      // logs nothing by itself: the page reports it as a console error.
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        ),
      );
      const problems: PageProblem[] = [];
      const expected: ExpectedProblem[] = [];
      for (const page of context.pages()) watch(page, problems);
      context.on('page', (page) => watch(page, problems));
      await use((problem) => expected.push(problem));
      const unexpected = problems.filter(
        (problem) => !expected.some((pattern) => matches(problem, pattern)),
      );
      expect(
        unexpected.map((problem) => `${problem.kind}: ${problem.text}`),
        'console errors and failed requests the test did not expect',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page, Request, Response } from '@playwright/test';
