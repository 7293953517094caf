import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  describe('aria-label', () => {
    it('names the button; the icon is hidden from assistive technology', () => {
      render(<IconButton aria-label="Delete rule 2" icon="🗑" />);
      const button = screen.getByRole('button', { name: 'Delete rule 2' });
      expect(button.querySelector('[aria-hidden="true"]')).toHaveTextContent('🗑');
    });
  });

  describe('onPress', () => {
    it('fires from a click and from the keyboard', async () => {
      const onPress = vi.fn();
      render(<IconButton aria-label="Edit" icon="✎" onPress={onPress} />);
      await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
      await userEvent.keyboard('{Enter}');
      expect(onPress).toHaveBeenCalledTimes(2);
    });
  });

  describe('isDisabled', () => {
    it('does not fire', async () => {
      const onPress = vi.fn();
      render(<IconButton aria-label="Edit" icon="✎" isDisabled onPress={onPress} />);
      await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
      expect(onPress).not.toHaveBeenCalled();
    });
  });

  it('passes aria-expanded through for a disclosure', () => {
    render(<IconButton aria-label="Edit" icon="✎" aria-expanded />);
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-expanded', 'true');
  });
});
