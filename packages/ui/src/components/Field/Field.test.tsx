import { render, screen } from '@testing-library/react';
import { Input, TextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { FieldDescription, FieldError, Label } from './Field';
import { fieldRoot } from './Field.css';

function Example({ isInvalid, isRequired }: { isInvalid?: boolean; isRequired?: boolean }) {
  return (
    <TextField className={fieldRoot} isInvalid={isInvalid} isRequired={isRequired}>
      <Label isRequired={isRequired}>Trading name</Label>
      <Input />
      <FieldDescription>As shown on the shop front</FieldDescription>
      <FieldError>Trading name is required</FieldError>
    </TextField>
  );
}

describe('Field parts', () => {
  describe('Label', () => {
    it('names the control of its field', () => {
      render(<Example />);
      expect(screen.getByRole('textbox', { name: 'Trading name' })).toBeInTheDocument();
    });

    it('shows a required mark that is left out of the accessible name', () => {
      render(<Example isRequired />);
      expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
      const input = screen.getByRole('textbox', { name: 'Trading name' });
      expect(input).toBeRequired();
    });
  });

  describe('FieldDescription', () => {
    it('describes the control', () => {
      render(<Example />);
      expect(screen.getByRole('textbox')).toHaveAccessibleDescription('As shown on the shop front');
    });
  });

  describe('FieldError', () => {
    it('renders nothing while the field is valid', () => {
      render(<Example />);
      expect(screen.queryByText('Trading name is required')).not.toBeInTheDocument();
    });

    it('shows the message and adds it to the description while invalid', () => {
      render(<Example isInvalid />);
      const input = screen.getByRole('textbox', { name: 'Trading name' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription(/Trading name is required/);
    });
  });
});
