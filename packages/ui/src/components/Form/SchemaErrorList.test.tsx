import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formatSchemaError,
  SchemaErrorList,
  schemaPropertyLabel,
  toValidationErrors,
} from './SchemaErrorList';

describe('schemaPropertyLabel', () => {
  it('turns underscores into spaces and capitalises the first letter', () => {
    expect(schemaPropertyLabel('first_name')).toBe('First name');
    expect(schemaPropertyLabel('ccl_number')).toBe('Ccl number');
    expect(schemaPropertyLabel('email')).toBe('Email');
  });

  it('drops a leading JSON-pointer slash', () => {
    expect(schemaPropertyLabel('/post_code')).toBe('Post code');
  });
});

describe('formatSchemaError', () => {
  it('joins the label and the message', () => {
    expect(formatSchemaError({ property: 'first_name', message: 'is required' })).toBe(
      'First name is required',
    );
  });
});

describe('toValidationErrors', () => {
  it('maps each property to its formatted message, from a list or a record', () => {
    const expected = { first_name: 'First name is required', email: 'Email must be valid' };
    expect(
      toValidationErrors([
        { property: 'first_name', message: 'is required' },
        { property: 'email', message: 'must be valid' },
      ]),
    ).toEqual(expected);
    expect(toValidationErrors({ first_name: 'is required', email: 'must be valid' })).toEqual(
      expected,
    );
  });
});

describe('SchemaErrorList', () => {
  describe('properties', () => {
    it('lists several errors in an alert', () => {
      render(
        <SchemaErrorList
          properties={[
            { property: 'first_name', message: 'is required' },
            { property: 'last_name', message: 'must be at most 100 characters' },
          ]}
        />,
      );
      const alert = screen.getByRole('alert');
      const items = screen.getAllByRole('listitem').map((item) => item.textContent);
      expect(items).toEqual(['First name is required', 'Last name must be at most 100 characters']);
      expect(alert).toContainElement(screen.getByRole('list'));
    });

    it('shows a single error as a sentence, not a list', () => {
      render(<SchemaErrorList properties={{ email: 'must be a valid email' }} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Email must be a valid email');
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });

    it('renders nothing without properties', () => {
      const { container } = render(<SchemaErrorList properties={[]} />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe('title', () => {
    it('heads the alert', () => {
      render(
        <SchemaErrorList
          title="The request is invalid"
          properties={{ first_name: 'is required' }}
        />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^The request is invalidFirst name is required$/,
      );
    });
  });
});
