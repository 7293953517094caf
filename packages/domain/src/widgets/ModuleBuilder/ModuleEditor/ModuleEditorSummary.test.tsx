import { makeCreditPolicyModule, mockDataKeys } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moduleDraftOf, type ModuleDraft } from '../../../model/policy';
import { ModuleEditorSummary } from './ModuleEditorSummary';

const saved = moduleDraftOf(makeCreditPolicyModule());

function Summary({
  module = saved,
  isEditing,
  onChange = vi.fn(),
}: {
  module?: ModuleDraft;
  isEditing: boolean;
  onChange?: (module: ModuleDraft) => void;
}) {
  const [draft, setDraft] = useState(module);
  return (
    <ModuleEditorSummary
      module={draft}
      isEditing={isEditing}
      dataKeys={mockDataKeys}
      onChange={(next) => {
        setDraft(next);
        onChange(next);
      }}
    />
  );
}

describe('ModuleEditorSummary', () => {
  it('shows the name and lender as text while viewing', () => {
    render(<Summary isEditing={false} />);
    expect(screen.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
    expect(screen.getByText('Name').nextElementSibling).toHaveTextContent('Affordability');
    expect(screen.getByText('Lender').nextElementSibling).toHaveTextContent('2');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('edits the name in a field, keeping the rest of the draft', async () => {
    const onChange = vi.fn();
    render(<Summary isEditing onChange={onChange} />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Bureau');
    expect(onChange).toHaveBeenLastCalledWith({ ...saved, name: 'Bureau' });
  });

  it("shows the shared schema's message for an empty name", async () => {
    render(<Summary isEditing />);
    await userEvent.clear(screen.getByRole('textbox', { name: /Name/ }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeInvalid();
    expect(screen.getByText('Name is required.')).toBeVisible();
  });

  it('lists the rules of the module', () => {
    render(<Summary isEditing={false} />);
    expect(screen.getByRole('list', { name: 'Rules' })).toHaveTextContent('Minimum credit score');
  });
});
