import { readFile } from 'node:fs/promises';
import { diff } from '@blazediff/core';
import type { Page } from 'playwright';
import sharp from 'sharp';
import type { BrowserCommand } from 'vitest/node';

/** A story's box in the tester frame's viewport, as getBoundingClientRect gives it. */
export interface FrameRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The tolerance of the screenshot assertion (vitest.config.ts), which this check must share. */
export interface ScreenshotTolerance {
  threshold: number;
  allowedMismatchedPixelRatio: number;
}

/**
 * The whole-pixel box Playwright shoots for an element: the smallest one enclosing it (the same
 * rounding as its element screenshots, so a capture lines up with the baselines they wrote).
 */
function enclosingPixels({ x, y, width, height }: FrameRect): FrameRect {
  const left = Math.floor(x + 1e-3);
  const top = Math.floor(y + 1e-3);
  return {
    x: left,
    y: top,
    width: Math.ceil(x + width - 1e-3) - left,
    height: Math.ceil(y + height - 1e-3) - top,
  };
}

/** `create` run once per page, its answer kept for as long as the page lives. */
function oncePerPage<Value>(create: (page: Page) => Value): (page: Page) => Value {
  const answers = new WeakMap<Page, Value>();
  return (page) => {
    if (!answers.has(page)) answers.set(page, create(page));
    return answers.get(page)!;
  };
}

const devtoolsOf = oncePerPage((page) => page.context().newCDPSession(page));

/** Where the tester frame sits on the page; it never moves while the page is open. */
const testerFrameOriginOf = oncePerPage((page) =>
  page
    .locator('iframe[data-vitest="true"]')
    .boundingBox()
    .then((box) => {
      if (!box) throw new Error('The tester frame is not on the page');
      return { x: box.x, y: box.y };
    }),
);

/**
 * A PNG's pixels as 8-bit RGBA, as Vitest's own comparison reads them. Decoded natively off the
 * main thread: a tall story's baseline took pngjs about 150 ms, and every story decodes eight
 * images (a baseline and a capture in four passes) in the one process both browsers share.
 */
async function rgbaPixels(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A browser command answering whether the story's box, captured once, matches its baseline within
 * the assertion's tolerance: the same comparison Vitest's screenshot assertion starts with, minus
 * its cost of finding the element again and preparing the page for every capture. On any other
 * answer (no baseline, a difference, a capture mid-change) vitest.setup.ts runs the assertion
 * itself, which retries until the picture is stable, writes the diff and updates baselines.
 * `baselineOf` names the file the assertion would use for the same name.
 */
export function matchesBaseline(
  baselineOf: (name: string) => string,
  tolerance: ScreenshotTolerance,
): BrowserCommand<[name: string, box: FrameRect]> {
  return async ({ page }, name, box) => {
    const origin = await testerFrameOriginOf(page);
    const clip = enclosingPixels({ ...box, x: origin.x + box.x, y: origin.y + box.y });
    const viewport = page.viewportSize();
    const fitsViewport =
      !!viewport && clip.width <= viewport.width && clip.height <= viewport.height;
    const [baselineFile, capture] = await Promise.all([
      readFile(baselineOf(name)).catch(() => null),
      devtoolsOf(page).then((devtools) =>
        devtools.send('Page.captureScreenshot', {
          format: 'png',
          clip: { ...clip, scale: 1 },
          captureBeyondViewport: !fitsViewport,
          optimizeForSpeed: true,
        }),
      ),
    ]);
    if (!baselineFile) return false;
    const [baseline, actual] = await Promise.all([
      rgbaPixels(baselineFile),
      rgbaPixels(Buffer.from(capture.data, 'base64')),
    ]);
    if (baseline.width !== actual.width || baseline.height !== actual.height) return false;
    if (baseline.data.equals(actual.data)) return true;
    const differing = diff(baseline.data, actual.data, undefined, baseline.width, baseline.height, {
      threshold: tolerance.threshold,
      includeAA: false,
    });
    return differing <= tolerance.allowedMismatchedPixelRatio * baseline.width * baseline.height;
  };
}
