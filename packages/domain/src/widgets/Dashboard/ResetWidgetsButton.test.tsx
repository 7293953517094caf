import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetWidgetsButton } from './ResetWidgetsButton';

async function openDialog() {
  const onReset = vi.fn();
  render(<ResetWidgetsButton onReset={onReset} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  return { onReset, dialog: screen.getByRole('alertdialog', { name: 'Reset Widgets' }) };
}

describe('ResetWidgetsButton', () => {
  it('asks before resetting', async () => {
    const { dialog, onReset } = await openDialog();
    expect(dialog).toHaveTextContent(
      'Are you sure you want to revert your dashboard to the default settings?',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('resets once confirmed', async () => {
    const { onReset } = await openDialog();
    const buttons = screen.getAllByRole('button', { name: 'Reset' });
    await userEvent.click(buttons[buttons.length - 1]!);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does nothing when cancelled', async () => {
    const { onReset } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onReset).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
