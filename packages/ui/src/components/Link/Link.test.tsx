import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is a link to its href', () => {
    render(<Link href="/merchants/12/">Merchant 12</Link>);
    expect(screen.getByRole('link', { name: 'Merchant 12' })).toHaveAttribute(
      'href',
      '/merchants/12/',
    );
  });

  describe('isExternal', () => {
    it('opens in a new tab and says so in its name', () => {
      render(
        <Link href="https://example.com" isExternal>
          Docs
        </Link>,
      );
      const link = screen.getByRole('link', { name: /^Docs\s*\(opens in a new tab\)$/ });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  describe('onPress', () => {
    it('fires from the keyboard', async () => {
      const onPress = vi.fn();
      render(<Link onPress={onPress}>Forgotten Password?</Link>);
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(onPress).toHaveBeenCalledOnce();
    });
  });
});
