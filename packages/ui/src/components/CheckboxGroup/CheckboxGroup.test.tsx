import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup, type CheckboxGroupItem } from './CheckboxGroup';

const permissions: CheckboxGroupItem[] = [
  { value: 'view', label: 'View credit applications' },
  { value: 'edit', label: 'Edit credit applications' },
  { value: 'export', label: 'Export credit applications' },
];

describe('CheckboxGroup', () => {
  describe('items and value', () => {
    it('is a labelled group whose value lists the checked items', async () => {
      const onChange = vi.fn();
      render(<CheckboxGroup label="Notifications" items={permissions} onChange={onChange} />);
      expect(screen.getByRole('group', { name: 'Notifications' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Edit credit applications' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'View credit applications' }));
      expect(onChange).toHaveBeenLastCalledWith(['edit', 'view']);
    });

    it('accepts Checkbox children', async () => {
      const onChange = vi.fn();
      render(
        <CheckboxGroup label="Channels" onChange={onChange}>
          <Checkbox value="email">Email</Checkbox>
          <Checkbox value="sms">SMS</Checkbox>
        </CheckboxGroup>,
      );
      await userEvent.click(screen.getByRole('checkbox', { name: 'SMS' }));
      expect(onChange).toHaveBeenLastCalledWith(['sms']);
    });
  });

  describe('hasSelectAll', () => {
    it('labels the group with the header checkbox', () => {
      render(<CheckboxGroup label="Credit applications" items={permissions} hasSelectAll />);
      expect(screen.getByRole('group', { name: 'Credit applications' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Credit applications' })).toBeInTheDocument();
    });

    it('is unchecked with none, mixed with some and checked with all selected', async () => {
      render(<CheckboxGroup label="Credit applications" items={permissions} hasSelectAll />);
      const header = screen.getByRole('checkbox', { name: 'Credit applications' });
      expect(header).not.toBeChecked();
      expect(header).not.toBePartiallyChecked();

      await userEvent.click(screen.getByRole('checkbox', { name: 'View credit applications' }));
      expect(header).toBePartiallyChecked();

      await userEvent.click(screen.getByRole('checkbox', { name: 'Edit credit applications' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Export credit applications' }));
      expect(header).toBeChecked();
    });

    it('selects every item, then clears them all', async () => {
      const onChange = vi.fn();
      render(
        <CheckboxGroup
          label="Credit applications"
          items={permissions}
          hasSelectAll
          defaultValue={['view']}
          onChange={onChange}
        />,
      );
      const header = screen.getByRole('checkbox', { name: 'Credit applications' });
      await userEvent.click(header);
      expect(onChange).toHaveBeenLastCalledWith(['view', 'edit', 'export']);
      for (const item of permissions) {
        expect(screen.getByRole('checkbox', { name: item.label as string })).toBeChecked();
      }
      await userEvent.click(header);
      expect(onChange).toHaveBeenLastCalledWith([]);
    });

    it('leaves disabled items as they are', async () => {
      const onChange = vi.fn();
      render(
        <CheckboxGroup
          label="Credit applications"
          items={[
            ...permissions,
            { value: 'delete', label: 'Delete credit applications', isDisabled: true },
          ]}
          hasSelectAll
          onChange={onChange}
        />,
      );
      const header = screen.getByRole('checkbox', { name: 'Credit applications' });
      await userEvent.click(header);
      expect(onChange).toHaveBeenLastCalledWith(['view', 'edit', 'export']);
      expect(header).toBeChecked();
    });

    it('is disabled with the group', () => {
      render(
        <CheckboxGroup label="Credit applications" items={permissions} hasSelectAll isDisabled />,
      );
      expect(screen.getByRole('checkbox', { name: 'Credit applications' })).toBeDisabled();
    });
  });

  describe('description and errorMessage', () => {
    it('shows the description and, while invalid, the error', () => {
      render(
        <CheckboxGroup
          label="Notifications"
          items={permissions}
          description="Choose at least one"
          isInvalid
          errorMessage="Select a permission"
        />,
      );
      expect(screen.getByText('Choose at least one')).toBeInTheDocument();
      expect(screen.getByText('Select a permission')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Notifications' })).toHaveAccessibleDescription(
        /Select a permission/,
      );
    });
  });
});
