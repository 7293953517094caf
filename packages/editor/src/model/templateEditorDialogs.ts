import { defaultDialogImageWidth, type TableStyle } from '@backoffice/domain/model';

/**
 * The editor's modal state (platform-shell.md section 4): no dialog, Upload Image, the lender
 * Logo, or Create Table. Dismissing or confirming returns to none and resets the fields: image
 * URL empty, width 150, table style empty.
 */
export type TemplateEditorDialog = 'none' | 'image' | 'logo' | 'table';

export interface TemplateEditorDialogState {
  dialog: TemplateEditorDialog;
  imageUrl: string;
  /** Null while the width field is empty. */
  imageWidth: number | null;
  tableStyle: TableStyle | null;
}

export type TemplateEditorDialogAction =
  | { type: 'open'; dialog: Exclude<TemplateEditorDialog, 'none'> }
  | { type: 'imageUrl'; value: string }
  | { type: 'imageWidth'; value: number | null }
  | { type: 'tableStyle'; value: TableStyle }
  /** Dismiss or Confirm. */
  | { type: 'close' };

export const initialTemplateEditorDialogState: TemplateEditorDialogState = {
  dialog: 'none',
  imageUrl: '',
  imageWidth: defaultDialogImageWidth,
  tableStyle: null,
};

export function templateEditorDialogReducer(
  state: TemplateEditorDialogState,
  action: TemplateEditorDialogAction,
): TemplateEditorDialogState {
  switch (action.type) {
    case 'open':
      return { ...initialTemplateEditorDialogState, dialog: action.dialog };
    case 'imageUrl':
      return { ...state, imageUrl: action.value };
    case 'imageWidth':
      return { ...state, imageWidth: action.value };
    case 'tableStyle':
      return { ...state, tableStyle: action.value };
    case 'close':
      return initialTemplateEditorDialogState;
  }
}

/** Image and Logo: the URL and a width (a number) are both required. */
export function canConfirmImage(state: TemplateEditorDialogState): boolean {
  return (
    state.imageUrl.trim() !== '' &&
    state.imageWidth !== null &&
    Number.isFinite(state.imageWidth) &&
    state.imageWidth > 0
  );
}

/** Create Table: a style must be chosen. */
export function canConfirmTable(state: TemplateEditorDialogState): boolean {
  return state.tableStyle !== null;
}
