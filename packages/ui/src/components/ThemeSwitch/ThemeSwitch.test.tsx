import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeSwitch } from './ThemeSwitch';

describe('ThemeSwitch', () => {
  it('offers the device setting and every theme, with the current choice checked', () => {
    render(<ThemeSwitch value="dark" onChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Same as my device', 'Light', 'Dark', 'High contrast']);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('reports the chosen preference', async () => {
    const onChange = vi.fn();
    render(<ThemeSwitch value="system" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'High contrast' }));
    expect(onChange).toHaveBeenLastCalledWith('highContrast');
  });
});
