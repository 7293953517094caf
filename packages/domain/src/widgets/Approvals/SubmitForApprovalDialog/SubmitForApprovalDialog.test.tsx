// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitForApprovalDialog } from './SubmitForApprovalDialog';

const renderDialog = () => {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <SubmitForApprovalDialog isOpen recordNoun="module" onSubmit={onSubmit} onCancel={onCancel} />,
  );
  return { onSubmit, onCancel };
};

describe('SubmitForApprovalDialog', () => {
  it('says nothing changes until another person approves', () => {
    renderDialog();
    expect(
      screen.getByText('Nothing changes until another person approves this change to the module.'),
    ).toBeInTheDocument();
  });

  it('needs a reason other than spaces before it submits, and sends it trimmed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(screen.getByText('Enter a reason.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'New fraud rule ');
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(onSubmit).toHaveBeenCalledWith('New fraud rule');
  });

  it('cancels', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
