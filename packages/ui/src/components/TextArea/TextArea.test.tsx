import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled multi-line text box', () => {
    render(<TextArea label="Action reason" description="Shown to the lender" />);
    const input = screen.getByRole('textbox', { name: 'Action reason' });
    expect(input.tagName).toBe('TEXTAREA');
    expect(input).toHaveAccessibleDescription('Shown to the lender');
  });

  describe('character counter', () => {
    it('counts typed characters against maxLength', async () => {
      const onChange = vi.fn();
      render(<TextArea label="Action reason" maxLength={200} onChange={onChange} />);
      expect(screen.getByText('0 / 200')).toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox'), 'Hello there!');
      expect(screen.getByText('12 / 200')).toBeInTheDocument();
      expect(onChange).toHaveBeenLastCalledWith('Hello there!');
    });

    it('is announced politely with words', async () => {
      render(<TextArea label="Action reason" maxLength={200} defaultValue="Hello" />);
      const region = screen.getByText('5 of 200 characters used').parentElement;
      expect(region).toHaveAttribute('aria-live', 'polite');
    });

    it('turns critical at the limit and stops further input', async () => {
      render(<TextArea label="Action reason" maxLength={5} />);
      const input = screen.getByRole('textbox');
      await userEvent.type(input, 'abcd');
      expect(screen.getByText('4 / 5').parentElement).not.toHaveAttribute('data-at-limit');
      await userEvent.type(input, 'efg');
      expect(input).toHaveValue('abcde');
      expect(screen.getByText('5 / 5').parentElement).toHaveAttribute('data-at-limit');
    });

    it('follows a controlled value', async () => {
      function Controlled() {
        const [value, setValue] = useState('abc');
        return <TextArea label="Action reason" maxLength={10} value={value} onChange={setValue} />;
      }
      render(<Controlled />);
      expect(screen.getByText('3 / 10')).toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox'), 'd');
      expect(screen.getByText('4 / 10')).toBeInTheDocument();
    });

    it('is absent when turned off', () => {
      render(<TextArea label="Action reason" maxLength={10} showCounter={false} />);
      expect(screen.queryByText('0 / 10')).not.toBeInTheDocument();
    });
  });

  describe('errorMessage', () => {
    it('describes the invalid text area', () => {
      render(<TextArea label="Action reason" isInvalid errorMessage="A reason is required" />);
      const input = screen.getByRole('textbox', { name: 'Action reason' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('A reason is required');
    });
  });
});
