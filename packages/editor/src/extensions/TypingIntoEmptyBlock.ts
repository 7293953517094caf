import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * The first character typed into an empty paragraph, heading or cell goes in as a transaction,
 * not as the browser's own insertion. ProseMirror leaves typing to the browser and reads the text
 * back. In an empty block the browser writes before the block's placeholder line break. Typed
 * within a few milliseconds of the Enter that made the block, Chromium has been seen to insert the
 * text node yet leave the caret in front of it: the next keys then landed before the first one
 * ("ade between…M"). Typing into a block that already has text is left to the browser, as are
 * compositions (ProseMirror does not ask this prop during one), and text input rules and the
 * variable menu still see the character through `handleTextInput`.
 */
export const TypingIntoEmptyBlock = Extension.create({
  name: 'typingIntoEmptyBlock',

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('typingIntoEmptyBlock'),
        props: {
          handleKeyPress: (view: EditorView, event: KeyboardEvent) => {
            const { selection } = view.state;
            if (!(selection instanceof TextSelection) || !selection.empty) return false;
            const block = selection.$from.parent;
            if (!block.isTextblock || block.content.size > 0) return false;
            if (!event.charCode || event.ctrlKey || event.metaKey) return false;
            const text = String.fromCharCode(event.charCode);
            if (/[\r\n]/.test(text)) return false;
            const typed = () => view.state.tr.insertText(text).scrollIntoView();
            const { from, to } = selection;
            const handled = view.someProp('handleTextInput', (handle) =>
              handle(view, from, to, text, typed),
            );
            if (!handled) view.dispatch(typed());
            return true;
          },
        },
      }),
    ];
  },
});
