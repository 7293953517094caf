import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Slice } from '@tiptap/pm/model';
import { readTemplateHtml } from '@backoffice/domain/model';

export interface TemplatePasteOptions {
  isKnownVariable: (name: string) => boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as HTML: a paragraph per line, so that a typed `{{ name }}` can become a variable. */
export function plainTextAsHtml(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * Pasted HTML (from a word processor, a web page or this editor) is read by the template model
 * leniently: what the model has no node for is converted or left out, scripts and handlers never
 * come in, and known `{{ variables }}` become variables.
 */
export const TemplatePaste = Extension.create<TemplatePasteOptions>({
  name: 'templatePaste',

  addOptions() {
    return { isKnownVariable: () => false };
  },

  addProseMirrorPlugins() {
    const { isKnownVariable } = this.options;
    return [
      new Plugin({
        key: new PluginKey('templatePaste'),
        props: {
          handlePaste: (view, event) => {
            const data = event.clipboardData;
            if (!data) return false;
            const html = data.getData('text/html');
            const text = data.getData('text/plain');
            if (!html && !text) return false;
            const template = readTemplateHtml(html || plainTextAsHtml(text), {
              isKnownVariable,
              elements: 'lenient',
              unknownVariables: 'text',
              whitespace: 'collapse',
            });
            const doc = view.state.schema.nodeFromJSON(template);
            const slice = Slice.maxOpen(doc.content);
            view.dispatch(view.state.tr.replaceSelection(slice).scrollIntoView());
            return true;
          },
        },
      }),
    ];
  },
});
