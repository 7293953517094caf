import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isThemePreference,
  systemTheme,
  useResolvedTheme,
  type ThemePreference,
} from './themePreference';

/** A device whose media queries answer from `matching`, and whose changes can be announced. */
function fakeDevice(matching: Set<string>) {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matching.has(query);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(query: string, matches: boolean) {
      if (matches) matching.add(query);
      else matching.delete(query);
      for (const listener of listeners) listener();
    },
    listenerCount: () => listeners.size,
  };
}

function Resolved({ preference }: { preference: ThemePreference }) {
  return <p>{useResolvedTheme(preference)}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('theme preference', () => {
  it('knows its values', () => {
    expect(isThemePreference('system')).toBe(true);
    expect(isThemePreference('highContrast')).toBe(true);
    expect(isThemePreference('sepia')).toBe(false);
    expect(isThemePreference(null)).toBe(false);
  });

  it('reads the device: more contrast before dark, light when it asks for neither', () => {
    fakeDevice(new Set());
    expect(systemTheme()).toBe('light');
    fakeDevice(new Set(['(prefers-color-scheme: dark)']));
    expect(systemTheme()).toBe('dark');
    fakeDevice(new Set(['(prefers-color-scheme: dark)', '(prefers-contrast: more)']));
    expect(systemTheme()).toBe('highContrast');
  });

  it('follows the device while the page is open when the preference is system', () => {
    const device = fakeDevice(new Set());
    const { unmount } = render(<Resolved preference="system" />);
    expect(screen.getByText('light')).toBeInTheDocument();
    act(() => device.change('(prefers-color-scheme: dark)', true));
    expect(screen.getByText('dark')).toBeInTheDocument();
    unmount();
    expect(device.listenerCount()).toBe(0);
  });

  it('keeps a chosen theme whatever the device says', () => {
    const device = fakeDevice(new Set(['(prefers-color-scheme: dark)']));
    render(<Resolved preference="light" />);
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(device.listenerCount()).toBe(0);
  });
});
