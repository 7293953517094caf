import { describe, expect, it } from 'vitest';
import {
  canConfirmImage,
  canConfirmTable,
  initialTemplateEditorDialogState,
  templateEditorDialogReducer as reduce,
} from './templateEditorDialogs';

describe('the editor dialog state', () => {
  it('starts with no dialog, an empty image URL, width 150 and no table style', () => {
    expect(initialTemplateEditorDialogState).toEqual({
      dialog: 'none',
      imageUrl: '',
      imageWidth: 150,
      tableStyle: null,
    });
  });

  it('returns to none and resets every field when dismissed or confirmed', () => {
    let state = reduce(initialTemplateEditorDialogState, { type: 'open', dialog: 'image' });
    state = reduce(state, { type: 'imageUrl', value: 'https://cdn.example/a.png' });
    state = reduce(state, { type: 'imageWidth', value: 300 });
    expect(state).toMatchObject({
      dialog: 'image',
      imageUrl: 'https://cdn.example/a.png',
      imageWidth: 300,
    });
    expect(reduce(state, { type: 'close' })).toEqual(initialTemplateEditorDialogState);
    state = reduce(reduce(state, { type: 'open', dialog: 'table' }), {
      type: 'tableStyle',
      value: 'direct-debit',
    });
    expect(state.tableStyle).toBe('direct-debit');
    expect(reduce(state, { type: 'close' })).toEqual(initialTemplateEditorDialogState);
  });

  it('allows Confirm on an image or logo only with both a URL and a width', () => {
    const open = reduce(initialTemplateEditorDialogState, { type: 'open', dialog: 'logo' });
    expect(canConfirmImage(open)).toBe(false);
    const withUrl = reduce(open, { type: 'imageUrl', value: ' /logo.png ' });
    expect(canConfirmImage(withUrl)).toBe(true);
    expect(canConfirmImage(reduce(withUrl, { type: 'imageWidth', value: null }))).toBe(false);
    expect(canConfirmImage(reduce(withUrl, { type: 'imageUrl', value: '   ' }))).toBe(false);
  });

  it('allows Confirm on a table only once a style is chosen', () => {
    const open = reduce(initialTemplateEditorDialogState, { type: 'open', dialog: 'table' });
    expect(canConfirmTable(open)).toBe(false);
    expect(canConfirmTable(reduce(open, { type: 'tableStyle', value: 'information-sheet' }))).toBe(
      true,
    );
  });
});
