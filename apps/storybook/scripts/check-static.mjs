#!/usr/bin/env node
/**
 * Checks the static Storybook (what designers open) has a docs page per published package and
 * renders domain widgets styled. It serves
 * `storybook-static/` on a free loopback port, opens a few domain stories' iframes in Chromium in
 * every theme and fails when:
 *   - a style rule that applies to an element of the story reads a custom property that is not
 *     defined there (a stylesheet bound to a second copy of the theme contract, e.g. one compiled
 *     against @backoffice/ui's dist/ instead of its source);
 *   - the themed root does not paint the theme's canvas colour or body font;
 *   - a status badge has no background.
 *
 * Run after `storybook build`: `node scripts/check-static.mjs [storybook-static]`.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const staticDir = resolve(appDir, process.argv[2] ?? 'storybook-static');

/** The canvas colour each theme paints behind a story (its `color.bg.canvas`). */
const themes = {
  light: 'rgb(247, 248, 250)',
  dark: 'rgb(13, 16, 20)',
  highContrast: 'rgb(255, 255, 255)',
};

/** Domain stories whose own stylesheets read theme variables, and what must look styled. */
const stories = [
  { id: 'domain-statusbadge--with-reason', badgeText: 'DECLINE' },
  { id: 'domain-report-reporttable--default' },
];

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

function serve(root) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root + sep) && file !== root) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveServer(server));
  });
}

/**
 * Runs in the story's page: every custom property read (without a fallback) by a rule that
 * applies to an element of the story must have a value on that element.
 */
/* global document, getComputedStyle, CSSStyleRule -- runs in the story page */
function findUnstyled(badgeText) {
  const root = document.querySelector('#storybook-root');
  if (!root || root.children.length === 0) return { error: 'the story rendered nothing' };
  const rules = [];
  const collect = (list) => {
    for (const rule of list) {
      if (rule instanceof CSSStyleRule && rule.style.cssText.includes('var(--')) rules.push(rule);
      if ('cssRules' in rule && rule.cssRules) collect(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) collect(sheet.cssRules);

  const missing = new Map();
  const elements = [root, ...root.querySelectorAll('*')];
  for (const rule of rules) {
    const names = [...rule.style.cssText.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]);
    if (names.length === 0) continue;
    for (const element of elements) {
      let applies = false;
      try {
        applies = element.matches(rule.selectorText);
      } catch {
        applies = false;
      }
      if (!applies) continue;
      const computed = getComputedStyle(element);
      for (const name of names) {
        if (computed.getPropertyValue(name) === '') {
          missing.set(`${rule.selectorText} reads ${name}`, element.outerHTML.slice(0, 120));
        }
      }
    }
  }

  const themeRoot = document.querySelector('[data-theme]');
  const themeStyle = themeRoot ? getComputedStyle(themeRoot) : null;
  const badge = badgeText
    ? [...root.querySelectorAll('span')].find((span) => span.textContent === badgeText)
    : null;
  return {
    missing: [...missing.entries()].slice(0, 10),
    missingCount: missing.size,
    canvas: themeStyle?.backgroundColor ?? null,
    fontFamily: themeStyle?.fontFamily ?? null,
    badgeBackground: badge ? getComputedStyle(badge).backgroundColor : null,
  };
}

async function checkStory(page, baseUrl, story, theme, canvas) {
  const url = `${baseUrl}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`;
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('#storybook-root > *', { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  const result = await page.evaluate(findUnstyled, story.badgeText ?? null);
  const problems = [];
  if (result.error) problems.push(result.error);
  if (result.missingCount > 0) {
    problems.push(
      `${result.missingCount} style rule(s) read theme variables that are not defined, e.g.\n` +
        result.missing.map(([rule, element]) => `      ${rule}  (on ${element})`).join('\n'),
    );
  }
  if (result.canvas !== canvas) {
    problems.push(`the themed root paints ${result.canvas}, expected ${canvas}`);
  }
  if (!result.fontFamily?.includes('system-ui')) {
    problems.push(`the themed root's font is ${result.fontFamily}, not the theme's body font`);
  }
  if (
    story.badgeText &&
    (!result.badgeBackground || result.badgeBackground === 'rgba(0, 0, 0, 0)')
  ) {
    problems.push(`the status badge has no background (${result.badgeBackground})`);
  }
  return problems;
}

/** The published packages, each of which has its docs page (docs/<package>.mdx). */
const documentedPackages = ['ui', 'domain', 'api-client', 'editor'];

/** The packages whose Introduction docs page the build's index does not list. */
function packagesWithoutDocs() {
  const { entries } = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
  const docsPages = new Set(
    Object.values(entries)
      .filter((entry) => entry.type === 'docs')
      .map((entry) => entry.importPath),
  );
  return documentedPackages.filter((name) => !docsPages.has(`./docs/${name}.mdx`));
}

async function main() {
  if (!existsSync(join(staticDir, 'iframe.html'))) {
    throw new Error(`${staticDir} holds no static Storybook: run \`storybook build\` first.`);
  }
  const undocumented = packagesWithoutDocs();
  if (undocumented.length > 0) {
    console.error(`[static storybook] no docs page for: ${undocumented.join(', ')}`);
    process.exit(1);
  }
  console.log(
    `[static storybook] ok      a docs page for each of ${documentedPackages.join(', ')}`,
  );
  const server = await serve(staticDir);
  const { port } = server.address();
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  let failures = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    for (const story of stories) {
      for (const [theme, canvas] of Object.entries(themes)) {
        const problems = await checkStory(page, baseUrl, story, theme, canvas);
        if (problems.length === 0) {
          console.log(`[static storybook] ok      ${story.id} (${theme})`);
        } else {
          failures += 1;
          console.error(`[static storybook] UNSTYLED ${story.id} (${theme}):`);
          for (const problem of problems) console.error(`    - ${problem}`);
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (failures > 0) {
    console.error(`[static storybook] ${failures} story/theme pair(s) render unstyled.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
