import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storyOwners } from '../documentsStoryData';
import { DocumentCreateForm, type DocumentCreateFormProps } from './DocumentCreateForm';

function renderForm(props: Partial<DocumentCreateFormProps> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <DocumentCreateForm owners={storyOwners} onSubmit={onSubmit} onCancel={onCancel} {...props} />,
  );
  return { onSubmit, onCancel };
}

describe('DocumentCreateForm', () => {
  it('keeps Create disabled until a title, a lender and a type are given, then submits them', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    const create = screen.getByRole('button', { name: 'Create Document' });
    expect(create).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '  Operating agreement 2027 ');
    expect(create).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Lender/ }));
    await user.click(screen.getByRole('option', { name: 'Albion Consumer Credit' }));
    expect(create).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Document type/ }));
    await user.click(screen.getByRole('option', { name: 'Retailer operating agreement' }));
    expect(create).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'For 2027');
    await user.click(create);
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Operating agreement 2027',
      owner_id: 6,
      document_type: 'retailer_operating_agreement',
      notes: 'For 2027',
    });
  });

  it('starts with the lender of the open tab', () => {
    renderForm({ defaultOwnerId: 8 });
    expect(screen.getByRole('button', { name: /Lender/ })).toHaveTextContent(
      'Pennine Retail Finance',
    );
  });

  it('says Creating document while it works, and Failed to create document with the reason', () => {
    const { rerender } = render(
      <DocumentCreateForm owners={storyOwners} onSubmit={vi.fn()} onCancel={vi.fn()} isPending />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Creating document');
    rerender(
      <DocumentCreateForm
        owners={storyOwners}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        error="Title: must not be blank"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to create document');
    expect(alert).toHaveTextContent('Title: must not be blank');
  });

  it('goes back with Cancel', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
