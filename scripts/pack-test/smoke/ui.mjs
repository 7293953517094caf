/**
 * What an outside app does with @backoffice/ui: render themed components and ship the one CSS file.
 * Each source runs inside the throwaway consumer app, against the installed tarball.
 */

/** Must compile: the published types carry the real prop unions, not `any`. */
export const typeCheckSource = `import { Button, ThemeProvider, type ButtonProps } from '@backoffice/ui';

const save: ButtonProps = { variant: 'primary', size: 'md', isPending: false, children: 'Save' };
// @ts-expect-error variant is a closed set
const unknownVariant: ButtonProps = { variant: 'shiny' };

export const page = (
  <ThemeProvider theme="dark">
    <Button {...save} onPress={() => undefined} />
    <Button {...unknownVariant} />
  </ThemeProvider>
);
`;

/** Server-renders a Button and checks the markup and that its classes exist in styles.css. */
export const runtimeSource = `import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, ThemeProvider } from '@backoffice/ui';

const html = renderToString(
  createElement(ThemeProvider, { theme: 'light' }, createElement(Button, { variant: 'primary' }, 'Save policy')),
);
const button = html.match(/<button[^>]*class="([^"]+)"[^>]*>(.*?)<\\/button>/s);
if (!button) throw new Error('no <button> in the rendered markup: ' + html);
if (!button[2].includes('Save policy')) throw new Error('the button lost its label: ' + button[0]);

const cssFile = fileURLToPath(import.meta.resolve('@backoffice/ui/styles.css'));
const css = readFileSync(cssFile, 'utf8');
const themeRoot = html.match(/<div[^>]*class="([^"]+)"[^>]*data-theme="light"/);
if (!themeRoot) throw new Error('no themed root in the rendered markup: ' + html);
// A variant with no styles of its own (e.g. isIconOnly: false) emits no rule, so only the base
// class of the button is required, and every class of the themed root (tokens, base type).
const buttonClasses = button[1].split(/\\s+/).filter(Boolean);
const required = [buttonClasses[0], ...themeRoot[1].split(/\\s+/).filter(Boolean)];
const missing = required.filter((name) => !css.includes('.' + name));
if (missing.length > 0) throw new Error('classes missing from styles.css: ' + missing.join(', '));
const styled = buttonClasses.filter((name) => css.includes('.' + name)).length;
console.log('  rendered <button> "Save policy"; ' + styled + ' of its ' + buttonClasses.length + ' classes and the theme root are styled by styles.css (' + css.length + ' bytes)');
`;
