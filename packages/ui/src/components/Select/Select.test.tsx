import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';
import { SelectItem } from './SelectItem';

const statuses = [
  { id: 'live', name: 'Live' },
  { id: 'pending', name: 'Pending' },
  { id: 'suspended', name: 'Suspended' },
];

function StatusSelect(props: Partial<Parameters<typeof Select<(typeof statuses)[number]>>[0]>) {
  return (
    <Select label="Status" items={statuses} placeholder="Choose a status" {...props}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

describe('Select', () => {
  describe('placeholder', () => {
    it('shows in the trigger until a value is chosen', () => {
      render(<StatusSelect />);
      const trigger = screen.getByRole('button', { name: /Status/ });
      expect(trigger).toHaveTextContent('Choose a status');
    });
  });

  describe('selection', () => {
    it('opens the list, reports the chosen key and shows its label', async () => {
      const onChange = vi.fn();
      render(<StatusSelect onChange={onChange} />);
      await userEvent.click(screen.getByRole('button'));
      const listbox = screen.getByRole('listbox');
      await userEvent.click(within(listbox).getByRole('option', { name: 'Pending' }));
      expect(onChange).toHaveBeenCalledWith('pending');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(screen.getByRole('button')).toHaveTextContent('Pending');
    });

    it('marks the selected option', async () => {
      render(<StatusSelect defaultValue="live" />);
      await userEvent.click(screen.getByRole('button'));
      expect(screen.getByRole('option', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
    });
  });

  describe('emptyState', () => {
    it('shows the empty message when there are no options', async () => {
      render(<StatusSelect items={[]} emptyState="No statuses available" />);
      await userEvent.click(screen.getByRole('button'));
      expect(await screen.findByText('No statuses available')).toBeInTheDocument();
    });
  });

  describe('errorMessage and isDisabled', () => {
    it('shows the error while invalid', () => {
      render(<StatusSelect isInvalid errorMessage="Status is required" />);
      expect(screen.getByText('Status is required')).toBeInTheDocument();
    });

    it('cannot be opened while disabled', async () => {
      render(<StatusSelect isDisabled />);
      const trigger = screen.getByRole('button');
      expect(trigger).toBeDisabled();
      await userEvent.click(trigger);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
  });
});
