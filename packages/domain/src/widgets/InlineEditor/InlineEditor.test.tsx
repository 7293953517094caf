import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DISCARD_CHANGES_MESSAGE, InlineEditor, type InlineEditorProps } from './InlineEditor';
import { fromEditorValues, toEditorValues } from './inlineEditorValues';

const fields: InlineEditorProps['fields'] = [
  { name: 'name', label: 'Name', isRequired: true, maxLength: 100 },
  { name: 'address.post_code', label: 'Post Code', maxLength: 15 },
];

function renderEditor(overrides: Partial<InlineEditorProps> = {}) {
  const props: InlineEditorProps = {
    title: 'Company Information',
    fields,
    values: { name: 'Harrow Home', 'address.post_code': 'LS1 6BY' },
    validate: (draft) => (draft.name?.trim() ? {} : { name: 'Name is required.' }),
    canEdit: true,
    onSave: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  render(<InlineEditor {...props} />);
  return props;
}

describe('InlineEditor view mode', () => {
  it('shows the saved values with Edit', () => {
    renderEditor();
    expect(screen.getByText('Harrow Home')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Company Information' })).toBeInTheDocument();
  });

  it('offers no Edit to a user who may not edit', () => {
    renderEditor({ canEdit: false });
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});

describe('InlineEditor edit mode', () => {
  it('keeps Update disabled until something changed, then sends only the change', async () => {
    const props = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company Information' }));
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await userEvent.clear(screen.getByRole('textbox', { name: /Post Code/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Post Code/ }), 'LS2 7AB');
    await userEvent.click(update);
    expect(props.onSave).toHaveBeenCalledWith({ 'address.post_code': 'LS2 7AB' });
    expect(await screen.findByRole('button', { name: 'Edit Company Information' })).toBeVisible();
  });

  it('keeps Update disabled while the form is invalid', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company Information' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Name/ }));
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
  });

  it('offers Cancel before a change and Discard with the confirmation after one', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company Information' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), ' Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(DISCARD_CHANGES_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByText('Harrow Home')).toBeInTheDocument();
  });

  it('stays in edit mode with the error when saving fails', async () => {
    renderEditor({ onSave: vi.fn().mockRejectedValue(new Error('name is too long')) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company Information' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), ' Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('name is too long')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});

describe('InlineEditor new entry', () => {
  it('opens in edit mode with Save, and Cancel removes the entry', async () => {
    const onCancelNew = vi.fn();
    renderEditor({ isNew: true, values: { name: '', 'address.post_code': '' }, onCancelNew });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancelNew).toHaveBeenCalled();
  });
});

describe('InlineEditor delete', () => {
  it('deletes after the confirmation', async () => {
    const onDelete = vi.fn().mockResolvedValue(undefined);
    renderEditor({ onDelete, deleteConfirmation: 'Delete this contact?' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Company Information' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Delete this contact?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalled();
  });
});

describe('editor values', () => {
  it('flattens nested objects to dotted names and back, empty as null', () => {
    const values = toEditorValues({ name: 'A', address: { post_code: null, line: 'x' } });
    expect(values).toEqual({ name: 'A', 'address.post_code': '', 'address.line': 'x' });
    expect(fromEditorValues({ 'address.post_code': '' })).toEqual({ address: { post_code: null } });
  });
});

describe('InlineEditor server validation errors', () => {
  const refusal = (properties: { property: string; message: string }[]) =>
    Object.assign(new Error('The request is not valid.'), { properties });

  it('shows a property the server names against its field until that field changes', async () => {
    renderEditor({
      propertyPrefix: 'bank_details.settlement.',
      onSave: vi
        .fn()
        .mockRejectedValue(
          refusal([
            { property: 'bank_details.settlement.address.post_code', message: 'Too long.' },
          ]),
        ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company Information' }));
    const postCode = screen.getByRole('textbox', { name: /Post Code/ });
    await userEvent.type(postCode, 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
    expect(postCode).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The request is not valid.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await userEvent.type(postCode, 'Y');
    expect(screen.queryByText('Too long.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it("shows the error's message when a property it names is not a field", async () => {
    renderEditor({
      onSave: vi
        .fn()
        .mockRejectedValue(refusal([{ property: 'legal_status', message: 'Choose one.' }])),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company Information' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), ' Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The request is not valid.')).toBeInTheDocument();
  });
});
