import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, Modal } from '../components/Dialog/Dialog';
import { TextField } from '../components/TextField/TextField';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { themeNames } from './themes.css';
import { vars } from './contract.css';

function ThemeName() {
  return <p>{useTheme().theme}</p>;
}

const cssVariable = (reference: string) => reference.replace(/^var\((--[^)]+)\)$/, '$1');

function rootOf(text: string) {
  return screen.getByText(text).closest<HTMLElement>('[data-theme]')!;
}

describe('ThemeProvider', () => {
  describe('theme', () => {
    it.each(themeNames)('applies and reports %s', (theme) => {
      render(
        <ThemeProvider theme={theme}>
          <ThemeName />
        </ThemeProvider>,
      );
      expect(rootOf(theme)).toHaveAttribute('data-theme', theme);
    });

    it('offers light, dark and high contrast', () => {
      expect(themeNames).toEqual(['light', 'dark', 'highContrast']);
    });
  });

  describe('overlays', () => {
    it('portals a modal open from the first render into the themed root, where it can be used', async () => {
      render(
        <ThemeProvider theme="dark">
          <p>Page</p>
          <Modal isOpen onOpenChange={() => {}}>
            <Dialog title="New thing">
              <TextField label="Name" />
            </Dialog>
          </Modal>
        </ThemeProvider>,
      );
      const name = screen.getByRole('textbox', { name: 'Name' });
      expect(name.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
      // Hiding the page outside the modal must not hide the modal itself.
      expect(name.closest('[inert], [aria-hidden="true"]')).toBeNull();
      await userEvent.type(name, 'Typed');
      expect(name).toHaveValue('Typed');
    });
  });

  describe('branding', () => {
    it('gives a pale brand colour dark text, so a primary button stays legible', () => {
      render(
        <ThemeProvider branding={{ primaryColor: '#ffe066' }}>
          <ThemeName />
        </ThemeProvider>,
      );
      const style = rootOf('light').style;
      expect(style.getPropertyValue(cssVariable(vars.color.bg.accent))).toBe('#ffe066');
      expect(style.getPropertyValue(cssVariable(vars.color.fg.onAccent))).toBe('#000000');
    });

    it('darkens accent text until it reads on the surface', () => {
      render(
        <ThemeProvider branding={{ primaryColor: '#ffe066' }}>
          <ThemeName />
        </ThemeProvider>,
      );
      const accentText = rootOf('light').style.getPropertyValue(cssVariable(vars.color.fg.accent));
      expect(accentText).not.toBe('#ffe066');
      expect(accentText).toMatch(/^#[0-9a-f]{6}$/);
    });

    it('ignores a colour it cannot read and keeps the theme accent', () => {
      render(
        <ThemeProvider branding={{ primaryColor: 'url(javascript:alert(1))' }}>
          <ThemeName />
        </ThemeProvider>,
      );
      expect(rootOf('light').style.getPropertyValue(cssVariable(vars.color.bg.accent))).toBe('');
    });
  });
});
