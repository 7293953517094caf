/**
 * What the editor's browser benchmarks share: the bench page built and served, the caret placed
 * in the middle of the 50-page document, and the sequence of keys typed there.
 */
// The page.evaluate callbacks run in the browser, where these exist.
/* global document, getSelection */
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const benchDir = fileURLToPath(new URL('.', import.meta.url));

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Builds bench/benchPage.html with Vite and serves it on a free loopback port until `close`. */
export async function serveBenchPage() {
  const outDir = mkdtempSync(join(tmpdir(), 'editor-bench-'));
  const removeBuild = () => rmSync(outDir, { recursive: true, force: true });
  try {
    await build({
      root: benchDir,
      logLevel: 'warn',
      plugins: [react(), vanillaExtractPlugin()],
      resolve: { conditions: ['@backoffice/source', 'module', 'browser', 'production', 'default'] },
      build: {
        outDir,
        emptyOutDir: true,
        rollupOptions: { input: join(benchDir, 'benchPage.html') },
      },
    });
  } catch (error) {
    removeBuild();
    throw error;
  }
  const server = createServer((request, response) => {
    const path = normalize(
      join(outDir, decodeURIComponent(new URL(request.url, 'http://x').pathname)),
    );
    const file =
      path.startsWith(outDir) && existsSync(path) && !path.endsWith('/')
        ? path
        : join(outDir, 'benchPage.html');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/benchPage.html`,
    close: () => {
      server.close();
      removeBuild();
    },
  };
}

/** Opens the bench page and waits for the editor; returns how long that took in ms. */
export async function openBenchPage(page, url) {
  const loadStart = Date.now();
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Document text' }).waitFor({ timeout: 120_000 });
  return Date.now() - loadStart;
}

/** Focuses the text with the caret at the end of a paragraph in the middle of the document. */
export async function placeCaretInTheMiddle(page) {
  await page.evaluate(() => {
    const paragraphs = document.querySelectorAll('[role="textbox"] > p');
    const middle = paragraphs[Math.floor(paragraphs.length / 2)];
    const range = document.createRange();
    range.selectNodeContents(middle);
    range.collapse(false);
    document.querySelector('[role="textbox"]').focus();
    getSelection().removeAllRanges();
    getSelection().addRange(range);
  });
}

/** The key typed at `index` (from 0): letters and spaces, Enter, Backspace and Ctrl+B. */
export function keyAt(index) {
  if (index % 80 === 79) return 'Enter';
  if (index % 50 === 49) return 'Backspace';
  if (index % 100 === 20) return 'Control+b';
  return index % 6 === 5 ? ' ' : 'abcdefghij'[index % 10];
}

/** Types `count` keys of the sequence at about 25 a second. */
export async function typeKeys(page, count) {
  for (let index = 0; index < count; index += 1) {
    const key = keyAt(index);
    if (key.length === 1) await page.keyboard.type(key);
    else await page.keyboard.press(key);
    await page.waitForTimeout(40);
  }
}
