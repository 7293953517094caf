import { makeCreditPolicy } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyModules, storyStages } from '../policyBuilderStoryData';
import { PolicySummaryForm, type PolicySummaryFormProps } from './PolicySummaryForm';

function renderForm(props: Partial<PolicySummaryFormProps> = {}) {
  const handlers = {
    onNameChange: vi.fn(),
    onRegulatedChange: vi.fn(),
    onStagesChange: vi.fn(),
  };
  render(
    <PolicySummaryForm
      draft={makeCreditPolicy({ stages: storyStages })}
      modules={storyModules}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('PolicySummaryForm', () => {
  it('shows the name, the lender read only, regulated and the stages', () => {
    renderForm();
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Standard retail');
    expect(screen.getByText('Lender').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('radio', { name: 'Regulated' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Stage #1' })).toBeInTheDocument();
  });

  it('reports each change', async () => {
    const { user, onNameChange, onRegulatedChange } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 's');
    expect(onNameChange).toHaveBeenLastCalledWith('Standard retails');
    await user.click(screen.getByRole('radio', { name: 'Unregulated' }));
    expect(onRegulatedChange).toHaveBeenCalledWith(false);
  });

  describe('nameError', () => {
    it('marks the name invalid with the message', () => {
      renderForm({ nameError: 'Name is required.' });
      expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
        'Name is required.',
      );
    });
  });

  describe('modulesError', () => {
    it("says the lender's modules could not be loaded, and why", () => {
      renderForm({ modulesError: 'You do not have permission to do this.' });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent("The lender's modules could not be loaded.");
      expect(alert).toHaveTextContent('You do not have permission to do this.');
    });
  });
});
