import { Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEditorStateOnNextFrame } from './useEditorStateOnNextFrame';

const isBold = (editor: Editor) => editor.isActive('bold');
const same = (current: boolean, next: boolean) => current === next;

function BoldState({ editor, onRender }: { editor: Editor; onRender: () => void }) {
  const bold = useEditorStateOnNextFrame(editor, isBold, same);
  onRender();
  return <output aria-label="Bold">{bold ? 'on' : 'off'}</output>;
}

function renderBoldState() {
  const editor = new Editor({ extensions: [StarterKit], content: '<p>Hello</p>' });
  const onRender = vi.fn();
  render(<BoldState editor={editor} onRender={onRender} />);
  return { editor, onRender, bold: () => screen.getByRole('status', { name: 'Bold' }) };
}

describe('useEditorStateOnNextFrame', () => {
  it('reads the value when the component mounts', () => {
    const { editor, bold } = renderBoldState();
    expect(bold()).toHaveTextContent('off');
    editor.destroy();
  });

  it('follows a change after the transaction, not inside it', async () => {
    const { editor, bold } = renderBoldState();
    act(() => {
      editor.chain().setTextSelection(3).toggleBold().run();
      // The transaction is over and nothing has been read or rendered yet.
      expect(bold()).toHaveTextContent('off');
    });
    await waitFor(() => expect(bold()).toHaveTextContent('on'));
    editor.destroy();
  });

  it('does not re-render for transactions that leave the value as it was', async () => {
    const { editor, bold, onRender } = renderBoldState();
    act(() => {
      editor.chain().setTextSelection(3).toggleBold().run();
    });
    await waitFor(() => expect(bold()).toHaveTextContent('on'));
    const renders = onRender.mock.calls.length;
    act(() => {
      for (const letter of 'abc') editor.commands.insertContent(letter);
    });
    // A frame asked for after the typing comes after the one the typing asked for.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(editor.getText()).toBe('Heabcllo');
    expect(bold()).toHaveTextContent('on');
    expect(onRender).toHaveBeenCalledTimes(renders);
    editor.destroy();
  });
});
