import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyFindings, storyModules } from './policyBuilderStoryData';
import { SaveWithFindingsDialog } from './SaveWithFindingsDialog';

const moduleNames = new Map(storyModules.map((module) => [module.module_id, module.name]));

function renderDialog(saveLabel?: string) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <SaveWithFindingsDialog
      isOpen
      findings={storyFindings}
      moduleNames={moduleNames}
      saveLabel={saveLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('SaveWithFindingsDialog', () => {
  it('names every failing check and where it is', () => {
    renderDialog('Update');
    const dialog = screen.getByRole('alertdialog', { name: 'The checks are failing' });
    expect(dialog).toHaveTextContent('The checks found 3 problems. Update anyway?');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(dialog).toHaveTextContent('Conditions 3 and 4 send each other round in a loop.');
    expect(screen.getByText('Affordability, rule 2, condition 3:')).toBeInTheDocument();
  });

  it('starts on Keep editing, which saves nothing', async () => {
    const { user, onConfirm, onCancel } = renderDialog();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('[Enter]');
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('saves when the author confirms', async () => {
    const { user, onConfirm } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
