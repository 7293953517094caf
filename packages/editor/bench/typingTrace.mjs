/**
 * Where a keystroke's handler time goes in the 50-page document, in thread time.
 *
 * The same page, caret and keys as typing.bench.mjs (200 keys: letters, spaces, two Enters, four
 * Backspaces, two Ctrl+B), recorded with a Chrome trace (`Tracing` through playwright-core). Each
 * `EventDispatch` in a trace carries the thread time it took, which leaves out the time the
 * renderer waited for a core: on a busy machine Event Timing's handler times include that wait,
 * these do not. Prints, per kind of key, the thread time of its slowest keydown or keypress
 * dispatch, and for typed characters what their keypress holds: Chrome's own text insertion,
 * and nested in it the `input` event after which ProseMirror reads the text back and updates the
 * state, the view and whatever listens to its transactions.
 *
 * Run with `npx -y pnpm@10.34.8 --filter @backoffice/editor bench:trace`. It measures; it sets
 * no target (typing.bench.mjs does).
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import {
  keyAt,
  openBenchPage,
  placeCaretInTheMiddle,
  serveBenchPage,
  typeKeys,
} from './benchSetup.mjs';

const KEYS = 200;

/** Trace events of the renderer's main thread that were timed, nested by time. */
function timedEventTree(traceEvents) {
  const dispatch = traceEvents.find(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown',
  );
  const onMainThread = traceEvents
    .filter(
      (event) =>
        event.pid === dispatch.pid &&
        event.tid === dispatch.tid &&
        event.ph === 'X' &&
        event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const open = [];
  for (const event of onMainThread) {
    event.children = [];
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
    open.at(-1)?.children.push(event);
    open.push(event);
  }
  return onMainThread;
}

const threadMs = (event) => (event.tdur ?? event.dur) / 1000;
const isDispatchOf = (type) => (event) =>
  event.name === 'EventDispatch' && event.args?.data?.type === type;
function findNested(event, matches) {
  for (const child of event.children) {
    if (matches(child)) return child;
    const found = findNested(child, matches);
    if (found) return found;
  }
  return null;
}
function summary(times) {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    keys: sorted.length,
    medianMs: round(sorted[Math.floor(sorted.length / 2)]),
    worstMs: round(sorted.at(-1)),
  };
}

const { url, close } = await serveBenchPage();
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await openBenchPage(page, url);
    await placeCaretInTheMiddle(page);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink'] });
    await typeKeys(page, KEYS);
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());

    const events = timedEventTree(traceEvents);
    const keyDowns = events.filter(isDispatchOf('keydown'));
    const keyPresses = events.filter(isDispatchOf('keypress'));
    // Ctrl+B sends a keydown for Control, then one for B.
    const expected = [];
    for (let index = 0; index < KEYS; index += 1) {
      if (keyAt(index) === 'Control+b') expected.push(['Control', index]);
      expected.push([keyAt(index), index]);
    }
    if (keyDowns.length !== expected.length) {
      throw new Error(`The trace holds ${keyDowns.length} keydowns, not ${expected.length}.`);
    }

    const byKind = { character: [], Enter: [], Backspace: [], 'Ctrl+B': [] };
    const insertion = [];
    const readBack = [];
    let firstCharacterMs = null;
    keyDowns.forEach((keyDown, position) => {
      const [key, index] = expected[position];
      if (key === 'Control') return;
      const until = keyDowns[position + 1]?.ts ?? Infinity;
      const presses = keyPresses.filter((press) => press.ts > keyDown.ts && press.ts < until);
      const slowest = Math.max(...[keyDown, ...presses].map(threadMs));
      const kind = key.length === 1 ? 'character' : key === 'Control+b' ? 'Ctrl+B' : key;
      byKind[kind].push(slowest);
      if (kind !== 'character') return;
      if (index === 0) firstCharacterMs = Math.round(slowest * 10) / 10;
      for (const press of presses) {
        const input = findNested(press, isDispatchOf('input'));
        readBack.push(input ? threadMs(input) : 0);
        insertion.push(threadMs(press) - (input ? threadMs(input) : 0));
      }
    });

    console.log(
      JSON.stringify(
        {
          keys: KEYS,
          handlerThreadTime: Object.fromEntries(
            Object.entries(byKind).map(([kind, times]) => [kind, summary(times)]),
          ),
          firstCharacterMs,
          characterKeypress: {
            chromeTextInsertion: summary(insertion),
            inputEventAndProseMirror: summary(readBack),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
  }
} finally {
  close();
}
