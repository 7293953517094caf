/**
 * What the browser benchmarks share: a page that records every main-thread task over 50 ms
 * (PerformanceObserver 'longtask', buffered, in `window.__longTasks`) and can wait for the page to
 * show something by observing it change (`window.__textShown(text)`, `window.__shown(selector)`):
 * Playwright's own waiting polls the page's whole accessibility tree on the main thread, which
 * would be measured as the app's. The page is signed in as admin; the API token is returned for
 * calls made beside the browser.
 */
/* global window, document, MutationObserver */

export async function signedInPage(browser, baseUrl) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    // Each waiter observes only the changes that can make it true: reading the whole text on
    // every attribute change would itself be main-thread work inside the measured steps.
    const whenTrue = (check, changes) =>
      new Promise((resolve) => {
        if (check()) return resolve();
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true, ...changes });
      });
    window.__textShown = (text) =>
      whenTrue(() => document.body.textContent.includes(text), { characterData: true });
    window.__shown = (selector) =>
      whenTrue(() => document.querySelector(selector) !== null, { attributes: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${baseUrl}/`);
  await page.getByRole('textbox', { name: /Username/ }).fill('admin');
  await page.getByLabel(/^Password/).fill('Demo-pass-1');
  const signedIn = page.waitForResponse(
    (response) => response.url().endsWith('/api/request-token') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Sign In' }).click();
  const { access_token: token } = await (await signedIn).json();
  await page.getByRole('heading', { name: /'s Dashboard$/ }).waitFor();
  return { page, token };
}
