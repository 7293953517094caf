import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { creditApplicationExportFields } from '../../../model/exportReports';
import { ExportFieldPicker } from './ExportFieldPicker';

function Picker({
  initial,
  onChange = vi.fn(),
  isDisabled,
}: {
  initial: string[];
  onChange?: (keys: string[]) => void;
  isDisabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ExportFieldPicker
      fields={creditApplicationExportFields}
      value={value}
      isDisabled={isDisabled}
      onChange={(keys) => {
        setValue(keys);
        onChange(keys);
      }}
    />
  );
}

describe('ExportFieldPicker', () => {
  it('offers every field of the report, ticked as given', () => {
    render(<Picker initial={['consumer']} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(creditApplicationExportFields.length + 1);
    expect(screen.getByRole('checkbox', { name: 'Consumer' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'App ID' })).not.toBeChecked();
  });

  it('keeps the order the fields were ticked in, the order of the columns', async () => {
    const onChange = vi.fn();
    render(<Picker initial={['consumer']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'App ID' }));
    expect(onChange).toHaveBeenLastCalledWith(['consumer', 'credit_application_id']);
  });

  it('ticks every field and then none from the header box', async () => {
    const onChange = vi.fn();
    render(<Picker initial={['consumer']} onChange={onChange} />);
    const header = screen.getByRole('checkbox', { name: 'Fields' });
    await userEvent.click(header);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining(creditApplicationExportFields.map((field) => field.key)),
    );
    expect(screen.getByRole('checkbox', { name: 'Merchant' })).toBeChecked();
    await userEvent.click(header);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('says why the export cannot start when nothing is ticked', async () => {
    render(<Picker initial={['consumer']} />);
    expect(screen.queryByText('Tick at least one field to export.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Consumer' }));
    expect(screen.getByText('Tick at least one field to export.')).toBeVisible();
  });

  it('cannot be changed while disabled', () => {
    render(<Picker initial={['consumer']} isDisabled />);
    expect(screen.getByRole('checkbox', { name: 'Consumer' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Fields' })).toBeDisabled();
  });
});
