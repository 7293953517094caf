import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Regenerate & Send">
        <Button aria-label="Regenerate">↻</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Regenerate & Send');
    expect(screen.getByRole('button', { name: 'Regenerate' })).toHaveAccessibleDescription(
      'Regenerate & Send',
    );
  });

  it('hides on Escape', async () => {
    render(
      <Tooltip content="Hint">
        <Button>Trigger</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await act(() => userEvent.keyboard('{Escape}'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  describe('isDisabled', () => {
    it('never shows', async () => {
      render(
        <Tooltip content="Hint" isDisabled>
          <Button>Trigger</Button>
        </Tooltip>,
      );
      await userEvent.tab();
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    });
  });
});
