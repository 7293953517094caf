// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where raw values belong: the scales and the themes that map them onto the contract. */
const tokenFiles = new Set(['theme/tokens.ts', 'theme/themes.css.ts', 'theme/themeColors.ts']);

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

const files = styleFiles(sourceRoot)
  .map((path) => ({ name: relative(sourceRoot, path), text: readFileSync(path, 'utf8') }))
  .filter(({ name }) => !tokenFiles.has(name));

describe('component styles', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('hold no raw pixel sizes: sizes come from vars', () => {
    const offenders = files.flatMap(({ name, text }) =>
      [...text.matchAll(/\b[1-9]\d*(\.\d+)?px\b/g)].map((match) => `${name}: ${match[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  it('hold no raw colours: colours come from vars (or system colours under forced colours)', () => {
    const offenders = files.flatMap(({ name, text }) =>
      [...text.matchAll(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/gi)].map(
        (match) => `${name}: ${match[0]}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
