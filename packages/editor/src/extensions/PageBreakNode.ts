import { mergeAttributes, Node } from '@tiptap/core';
import { templateClassNames } from '@backoffice/domain/model';
import { pageBreak } from '../TemplateEditor/TemplateEditor.css';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    pageBreak: {
      /** Starts a new page in the produced document here. */
      insertPageBreak: () => ReturnType;
    };
  }
}

/** A page break: nothing to read, a new page when the document is produced. */
export const PageBreakNode = Node.create({
  name: 'pageBreak',
  group: 'block',
  atom: true,
  selectable: true,

  parseHTML() {
    return [{ tag: `div.${templateClassNames.pageBreak}` }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes, { class: templateClassNames.pageBreak })];
  },

  addNodeView() {
    return () => {
      const dom = document.createElement('div');
      dom.className = pageBreak;
      dom.contentEditable = 'false';
      dom.textContent = 'Page break';
      return { dom };
    };
  },

  addCommands() {
    return {
      insertPageBreak:
        () =>
        ({ commands }) =>
          commands.insertContent({ type: this.name }),
    };
  },

  addKeyboardShortcuts() {
    return { 'Mod-Alt-Enter': () => this.editor.commands.insertPageBreak() };
  },
});
