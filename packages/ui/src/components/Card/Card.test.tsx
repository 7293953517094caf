import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(<Card title="Order Summary">Body</Card>);
    expect(screen.getByRole('region', { name: 'Order Summary' })).toHaveTextContent('Body');
    expect(screen.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeInTheDocument();
  });

  describe('headingLevel', () => {
    it('sets the level of the title', () => {
      render(<Card title="Finance" headingLevel={3} />);
      expect(screen.getByRole('heading', { level: 3, name: 'Finance' })).toBeInTheDocument();
    });
  });

  describe('actions and footer', () => {
    it('render in the header and footer', () => {
      render(<Card title="T" actions={<button>Edit</button>} footer={<button>Save</button>} />);
      expect(screen.getByRole('button', { name: 'Edit' }).closest('header')).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Save' }).closest('footer')).not.toBeNull();
    });
  });
});
