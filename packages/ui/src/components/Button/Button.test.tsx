import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  describe('onPress', () => {
    it('fires when clicked', async () => {
      const onPress = vi.fn();
      render(<Button onPress={onPress}>Save</Button>);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(onPress).toHaveBeenCalledOnce();
    });

    it('fires from the keyboard with Enter and Space', async () => {
      const onPress = vi.fn();
      render(<Button onPress={onPress}>Save</Button>);
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      expect(onPress).toHaveBeenCalledTimes(2);
    });
  });

  describe('isDisabled', () => {
    it('does not fire and is marked disabled', async () => {
      const onPress = vi.fn();
      render(
        <Button onPress={onPress} isDisabled>
          Update
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Update' });
      expect(button).toBeDisabled();
      await userEvent.click(button);
      expect(onPress).not.toHaveBeenCalled();
    });
  });

  describe('isPending', () => {
    it('shows a spinner, keeps its accessible name and ignores presses', async () => {
      const onPress = vi.fn();
      render(
        <Button onPress={onPress} isPending>
          Sign In
        </Button>,
      );
      const button = screen.getByRole('button', { name: /Sign In/ });
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
      await userEvent.click(button);
      expect(onPress).not.toHaveBeenCalled();
    });

    it('leaves no unnamed announcement behind when it unmounts while pending', async () => {
      function SaveForm() {
        const [state, setState] = useState<'editing' | 'saving' | 'saved'>('editing');
        if (state === 'saved') return <p>Saved</p>;
        return (
          <Button
            isPending={state === 'saving'}
            onPress={() => {
              setState('saving');
              queueMicrotask(() => setState('saved'));
            }}
          >
            Update
          </Button>
        );
      }
      render(<SaveForm />);
      await userEvent.click(screen.getByRole('button', { name: 'Update' }));
      await screen.findByText('Saved');
      const announcements = document.querySelectorAll('[data-live-announcer="true"] [role="img"]');
      expect(announcements.length).toBeGreaterThan(0);
      for (const announcement of announcements) {
        expect(announcement).not.toHaveAttribute('aria-labelledby');
        expect(announcement).toHaveAccessibleName(/Update/);
      }
    });
  });
});
