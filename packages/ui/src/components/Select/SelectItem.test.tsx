import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListBox } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { SelectItem } from './SelectItem';

function Options({
  onSelectionChange = vi.fn(),
}: {
  onSelectionChange?: (keys: Iterable<unknown>) => void;
}) {
  return (
    <ListBox
      aria-label="Account manager"
      selectionMode="single"
      defaultSelectedKeys={['am-1']}
      disabledKeys={['am-3']}
      onSelectionChange={onSelectionChange}
    >
      <SelectItem id="am-1">Priya Shah</SelectItem>
      <SelectItem id="am-2">Tom Barker</SelectItem>
      <SelectItem id="am-3">Aoife Kennedy</SelectItem>
      <SelectItem id="am-4" textValue="Okafor">
        Marcus Okafor
      </SelectItem>
    </ListBox>
  );
}

describe('SelectItem', () => {
  it('is an option named by its text, the chosen one marked selected', () => {
    render(<Options />);
    expect(screen.getByRole('option', { name: 'Priya Shah' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Tom Barker' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  it('is chosen by a press', async () => {
    const onSelectionChange = vi.fn();
    render(<Options onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('option', { name: 'Tom Barker' }));
    expect([...(onSelectionChange.mock.lastCall?.[0] as Iterable<unknown>)]).toEqual(['am-2']);
    expect(screen.getByRole('option', { name: 'Tom Barker' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('is found by typing the start of its text', async () => {
    render(<Options />);
    await userEvent.tab();
    await userEvent.keyboard('To');
    expect(screen.getByRole('option', { name: 'Tom Barker' })).toHaveFocus();
  });

  it('is found by its own textValue when one is given', async () => {
    render(<Options />);
    await userEvent.tab();
    await userEvent.keyboard('Ok');
    expect(screen.getByRole('option', { name: 'Marcus Okafor' })).toHaveFocus();
  });

  it('cannot be chosen while disabled', async () => {
    const onSelectionChange = vi.fn();
    render(<Options onSelectionChange={onSelectionChange} />);
    const disabled = screen.getByRole('option', { name: 'Aoife Kennedy' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    expect(onSelectionChange).not.toHaveBeenCalled();
  });
});
