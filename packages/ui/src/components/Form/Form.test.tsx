import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

describe('Form', () => {
  describe('validationErrors', () => {
    it('shows each server error on the field of that name until the user edits that field', async () => {
      render(
        <Form
          validationErrors={{ first_name: 'First name is required', email: 'Email is invalid' }}
        >
          <TextField label="First name" name="first_name" />
          <TextField label="Email" name="email" />
          <TextField label="Mobile" name="mobile" />
        </Form>,
      );
      const firstName = screen.getByRole('textbox', { name: 'First name' });
      expect(firstName).toBeInvalid();
      expect(firstName).toHaveAccessibleDescription('First name is required');
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Email is invalid',
      );
      expect(screen.getByRole('textbox', { name: 'Mobile' })).toBeValid();

      await userEvent.type(firstName, 'Ada');
      await userEvent.tab();
      expect(firstName).toBeValid();
      expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    });
  });

  describe('onSubmit', () => {
    it('blocks submission while a required field is empty and shows its error', async () => {
      const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
      render(
        <Form onSubmit={onSubmit}>
          <TextField label="Username" name="username" isRequired />
          <Button type="submit">Sign In</Button>
        </Form>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Username' })).toBeInvalid();

      await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(onSubmit).toHaveBeenCalledOnce();
    });
  });
});
