import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProvidersTable } from './ProvidersTable';

const providers = [
  { name: 'experian', available: true, count: 2, enabled: true },
  { name: 'maxmind', available: true, count: 0, enabled: false },
  { name: 'legacy', available: false, count: 0, enabled: true },
];

describe('ProvidersTable', () => {
  it('shows name, available, count and enabled per provider', () => {
    render(<ProvidersTable providers={providers} onEnabledChange={vi.fn()} />);
    expect(screen.getByRole('columnheader', { name: 'Available' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'experian' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('does not let a provider whose count is above 0 be disabled', () => {
    render(<ProvidersTable providers={providers} onEnabledChange={vi.fn()} />);
    const inUse = screen.getByRole('checkbox', { name: /^experian enabled/ });
    expect(inUse).toBeChecked();
    expect(inUse).toBeDisabled();
    expect(inUse).toHaveAccessibleName(
      'experian enabled (used by 2 conditions, cannot be disabled)',
    );
  });

  it('enables and disables an unused provider', async () => {
    const onEnabledChange = vi.fn();
    render(<ProvidersTable providers={providers} onEnabledChange={onEnabledChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'maxmind enabled' }));
    expect(onEnabledChange).toHaveBeenCalledWith('maxmind', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'legacy enabled' }));
    expect(onEnabledChange).toHaveBeenCalledWith('legacy', false);
  });
});
