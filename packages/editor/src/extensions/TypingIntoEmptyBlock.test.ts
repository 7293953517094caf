import { Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { TypingIntoEmptyBlock } from './TypingIntoEmptyBlock';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function editorWith(content: string) {
  editor = new Editor({ extensions: [StarterKit, TypingIntoEmptyBlock], content });
  return editor;
}

/** A key as the browser sends it: ProseMirror reads printable keys from `keypress`. */
function keypress(target: Editor, character: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keypress', {
    key: character,
    charCode: character.charCodeAt(0),
    bubbles: true,
    cancelable: true,
    ...init,
  });
  target.view.dom.dispatchEvent(event);
  return event;
}

describe('TypingIntoEmptyBlock', () => {
  it('puts the first character of an empty block in itself, with the caret after it', () => {
    const target = editorWith('<p>Operating agreement</p><p></p>');
    target.commands.setTextSelection(target.state.doc.content.size - 1);
    const event = keypress(target, 'M');
    expect(event.defaultPrevented).toBe(true);
    expect(target.getHTML()).toBe('<p>Operating agreement</p><p>M</p>');
    const { $from } = target.state.selection;
    expect($from.parent.textContent).toBe('M');
    expect($from.parentOffset).toBe(1);
  });

  it('keeps the marks the empty block is set to type with', () => {
    const target = editorWith('<p></p>');
    target.chain().setTextSelection(1).toggleBold().run();
    keypress(target, 'B');
    expect(target.getHTML()).toBe('<p><strong>B</strong></p>');
  });

  it('leaves a block that has text, shortcuts and Enter to the browser and ProseMirror', () => {
    const target = editorWith('<p>Made</p>');
    target.commands.setTextSelection(5);
    expect(keypress(target, 'x').defaultPrevented).toBe(false);
    target.commands.setContent('<p></p>');
    target.commands.setTextSelection(1);
    expect(keypress(target, 'b', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(keypress(target, '\r').defaultPrevented).toBe(false);
    expect(target.getHTML()).toBe('<p></p>');
  });
});
