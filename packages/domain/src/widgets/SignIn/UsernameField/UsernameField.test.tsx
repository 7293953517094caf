import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UsernameField } from './UsernameField';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <UsernameField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('UsernameField', () => {
  it('is a required username box that the browser may fill in', () => {
    render(<UsernameField value="" onChange={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: /Username/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('name', 'username');
    expect(field).toHaveAttribute('autocomplete', 'username');
  });

  it('takes at most 100 characters', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'x'.repeat(101));
    expect(onChange).toHaveBeenLastCalledWith('x'.repeat(100));
  });
});
