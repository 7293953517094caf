import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  describe('as', () => {
    it('renders a div by default', () => {
      render(<Box data-testid="box">Order summary</Box>);
      expect(screen.getByTestId('box').tagName).toBe('DIV');
    });

    it('renders the element asked for, with its role', () => {
      render(
        <Box as="section" aria-label="Customer" padding="200">
          Customer details
        </Box>,
      );
      expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent(
        'Customer details',
      );
    });

    it('renders a list with its items', () => {
      render(
        <Box as="ul" aria-label="Notes">
          <Box as="li">First</Box>
        </Box>,
      );
      expect(screen.getByRole('list', { name: 'Notes' })).toContainElement(
        screen.getByRole('listitem'),
      );
    });
  });

  describe('className', () => {
    it('keeps the caller’s class beside the box’s own', () => {
      render(
        <Box data-testid="box" padding="100" className="extra">
          x
        </Box>,
      );
      expect(screen.getByTestId('box')).toHaveClass('extra');
    });
  });
});
