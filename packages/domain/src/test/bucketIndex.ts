import { describe, expect, it } from 'vitest';
import * as widgets from '../widgets/index';

type ModuleExports = Record<string, unknown>;

/**
 * What a feature bucket's index owes (ADR 0041): every export of each widget folder in the bucket,
 * and the widgets index re-exports the bucket whole. A widget folder added without its index line,
 * or a name two folders both export (which `export *` silently drops), fails here instead of in the
 * first app that imports it from `@backoffice/domain`.
 *
 * `widgetFolders` is the bucket's `import.meta.glob('./*\/index.ts', { eager: true })`.
 */
export function describeBucketIndex(
  bucketName: string,
  bucket: ModuleExports,
  widgetFolders: Record<string, ModuleExports>,
) {
  describe(`the ${bucketName} index`, () => {
    it('has widget folders', () => {
      expect(Object.keys(widgetFolders)).not.toHaveLength(0);
    });

    it.each(Object.entries(widgetFolders))('re-exports everything %s exports', (_path, folder) => {
      const missing = Object.keys(folder).filter((name) => bucket[name] !== folder[name]);
      expect(missing).toEqual([]);
    });

    it('is re-exported whole by the widgets index', () => {
      const allWidgets: ModuleExports = widgets;
      const missing = Object.keys(bucket).filter((name) => allWidgets[name] !== bucket[name]);
      expect(missing).toEqual([]);
    });
  });
}
