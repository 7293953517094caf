import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JSON_CHECK_DELAY_MS, ModuleJsonEditor } from './ModuleJsonEditor';

const module = { name: 'Affordability', rules: [] };

function renderEditor(props: Partial<Parameters<typeof ModuleJsonEditor>[0]> = {}) {
  const onChange = vi.fn();
  const onValidityChange = vi.fn();
  render(
    <ModuleJsonEditor
      value={module}
      onChange={onChange}
      onValidityChange={onValidityChange}
      {...props}
    />,
  );
  const textbox = screen.getByRole('textbox', { name: /Module JSON/ });
  const type = (text: string) => fireEvent.change(textbox, { target: { value: text } });
  return { onChange, onValidityChange, textbox, type };
}

describe('ModuleJsonEditor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the module pretty-printed', () => {
    const { textbox } = renderEditor();
    expect(textbox).toHaveValue(JSON.stringify(module, null, 2));
  });

  describe('validity', () => {
    it('is checked one second after typing stops', () => {
      const { onValidityChange, type } = renderEditor();
      type('{ "name": ');
      act(() => {
        vi.advanceTimersByTime(JSON_CHECK_DELAY_MS - 1);
      });
      expect(onValidityChange).not.toHaveBeenCalled();
      type('{ "name": "A"');
      act(() => {
        vi.advanceTimersByTime(JSON_CHECK_DELAY_MS - 1);
      });
      expect(onValidityChange).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
      expect(screen.getByText(/^The JSON is not valid/)).toBeInTheDocument();
      type('{ "name": "A", "rules": [] }');
      act(() => {
        vi.advanceTimersByTime(JSON_CHECK_DELAY_MS);
      });
      expect(onValidityChange).toHaveBeenLastCalledWith(true);
      expect(screen.queryByText(/^The JSON is not valid/)).toBeNull();
    });

    it("reports the shape check's message", () => {
      const { onValidityChange, type } = renderEditor({
        validate: (value) => (Array.isArray(value) ? 'Not a module.' : null),
      });
      type('[]');
      act(() => {
        vi.advanceTimersByTime(JSON_CHECK_DELAY_MS);
      });
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
      expect(screen.getByText('Not a module.')).toBeInTheDocument();
    });
  });

  describe('parsing', () => {
    it('parses when focus leaves and hands over valid JSON', () => {
      const { onChange, textbox, type } = renderEditor();
      type('{"name":"Renamed","rules":[]}');
      fireEvent.blur(textbox);
      expect(onChange).toHaveBeenCalledWith({ name: 'Renamed', rules: [] });
    });

    it('keeps invalid JSON to itself', () => {
      const { onChange, onValidityChange, textbox, type } = renderEditor();
      type('{"name":');
      fireEvent.blur(textbox);
      expect(onChange).not.toHaveBeenCalled();
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
    });
  });

  it('cannot be changed while read-only', () => {
    const { textbox } = renderEditor({ isReadOnly: true });
    expect(textbox).toHaveAttribute('readonly');
  });
});
