/**
 * Typing latency in a 50-page document and its HTML round trip, in Debian's Chromium.
 *
 * Builds bench/benchPage.html with Vite, serves it on a free loopback port and drives it with
 * playwright-core: the caret goes to the middle of the document (page 25), then 400 keys are
 * typed at about 25 a second (letters, spaces, Enter, Backspace, Ctrl+B). Event Timing
 * (PerformanceObserver, type 'event', durationThreshold 16 ms, the API's minimum) reports every
 * input event whose handling took 16 ms or more; the target is that no event's handlers
 * (processingEnd − processingStart) take over 16 ms. The page also times the document's HTML
 * read and write seven times.
 *
 * Run with `npx -y pnpm@10.34.8 --filter @backoffice/editor bench`.
 */
// The page.evaluate callbacks run in the browser, where these exist.
/* global window, document */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { openBenchPage, placeCaretInTheMiddle, serveBenchPage, typeKeys } from './benchSetup.mjs';

const HANDLER_BUDGET_MS = 16;
const KEYS = 400;

const { url, close } = await serveBenchPage();
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const loadMs = await openBenchPage(page, url);
    const facts = await page.evaluate(() => window.benchmark);

    await page.evaluate((budget) => {
      window.slowEvents = [];
      window.keyDowns = [];
      // Each event is put down to the key whose keydown came last before it (a modifier's own
      // keydown does not count as a key).
      document.addEventListener(
        'keydown',
        (event) => {
          if (['Control', 'Shift', 'Alt', 'Meta'].includes(event.key)) return;
          window.keyDowns.push({
            at: event.timeStamp,
            key: event.ctrlKey
              ? `Ctrl+${event.key}`
              : event.key.length === 1
                ? 'a character'
                : event.key,
          });
        },
        true,
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.slowEvents.push({
            name: entry.name,
            startTime: entry.startTime,
            duration: entry.duration,
            processing: entry.processingEnd - entry.processingStart,
          });
        }
      }).observe({ type: 'event', durationThreshold: budget, buffered: false });
    }, HANDLER_BUDGET_MS);
    await placeCaretInTheMiddle(page);

    const eventsBefore = await page.evaluate(() => performance.eventCounts.get('keydown') ?? 0);
    const typingStart = Date.now();
    await typeKeys(page, KEYS);
    const typingMs = Date.now() - typingStart;
    await page.waitForTimeout(1000);
    const keydowns =
      (await page.evaluate(() => performance.eventCounts.get('keydown') ?? 0)) - eventsBefore;
    const slow = await page.evaluate(() => window.slowEvents);
    const keyDowns = await page.evaluate(() => window.keyDowns);
    const keyDownOf = (event) => keyDowns.findLast((keyDown) => keyDown.at <= event.startTime + 1);
    const keyOf = (event) => keyDownOf(event)?.key ?? 'none';

    const worstHandler = Math.max(0, ...slow.map((event) => event.processing));
    const worstEvent = Math.max(0, ...slow.map((event) => event.duration));
    const overBudget = slow.filter((event) => event.processing > HANDLER_BUDGET_MS);
    const sorted = [...facts.roundTripMs].sort((a, b) => a - b);
    // Which keys are slow to handle, and in which of their events.
    const handlersByKey = {};
    for (const event of slow) {
      const times = ((handlersByKey[keyOf(event)] ??= {})[event.name] ??= []);
      times.push(event.processing);
    }
    for (const events of Object.values(handlersByKey)) {
      for (const [name, times] of Object.entries(events)) {
        times.sort((a, b) => a - b);
        events[name] = {
          events: times.length,
          medianHandlerMs: Math.round(times[Math.floor(times.length / 2)]),
          worstHandlerMs: Math.round(times.at(-1)),
          over16ms: times.filter((time) => time > HANDLER_BUDGET_MS).length,
        };
      }
    }
    const result = {
      document: {
        pages: 50,
        words: facts.words,
        htmlBytes: facts.htmlBytes,
        roundTripIdentical: facts.identical,
      },
      loadMs,
      roundTripMs: {
        min: sorted[0],
        median: sorted[Math.floor(sorted.length / 2)],
        max: sorted.at(-1),
      },
      typing: {
        keys: KEYS,
        keydownsSeen: keydowns,
        seconds: typingMs / 1000,
        eventsOf16msOrMore: slow.length,
        worstHandlerMs: worstHandler,
        worstEventDurationMs: worstEvent,
        handlersOver16ms: overBudget.length,
        // Each event over the target, with the key's place in the sequence (1 = the first key
        // typed, whose handlers also run code for the first time).
        overTarget: overBudget.map((event) => ({
          keyNumber: keyDowns.indexOf(keyDownOf(event)) + 1,
          key: keyOf(event),
          event: event.name,
          handlerMs: Math.round(event.processing * 10) / 10,
        })),
        handlersByKey,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    if (!facts.identical) {
      console.error('The round trip changed the document.');
      process.exitCode = 1;
    }
    if (overBudget.length > 0) {
      console.error(
        `${overBudget.length} input event(s) took over ${HANDLER_BUDGET_MS} ms in handlers.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
} finally {
  close();
}
