import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

const sizes = [
  { value: '10', label: '10' },
  { value: '25', label: '25' },
  { value: '50', label: '50' },
];

function PageSize(props: Partial<NativeSelectProps>) {
  const [value, setValue] = useState('25');
  return (
    <NativeSelect label="Per page" options={sizes} value={value} onChange={setValue} {...props} />
  );
}

describe('NativeSelect', () => {
  it('is a combobox named by its label, showing the chosen option', () => {
    render(<PageSize />);
    const select = screen.getByRole('combobox', { name: 'Per page' });
    expect(select).toHaveValue('25');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
    ]);
  });

  it('reports the value chosen and shows it', async () => {
    const onChange = vi.fn();
    render(<NativeSelect label="Per page" options={sizes} value="25" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    expect(onChange).toHaveBeenCalledWith('50');
  });

  it('stays on the value its owner holds', async () => {
    render(<PageSize />);
    const select = screen.getByRole('combobox', { name: 'Per page' });
    await userEvent.selectOptions(select, '10');
    expect(select).toHaveValue('10');
  });

  it('is described by its description', () => {
    render(<PageSize description="Rows on each page" />);
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveAccessibleDescription(
      'Rows on each page',
    );
  });

  it('can be disabled', () => {
    render(<PageSize disabled />);
    expect(screen.getByRole('combobox', { name: 'Per page' })).toBeDisabled();
  });

  it('hides its chevron from assistive technology', () => {
    const { container } = render(<PageSize />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
