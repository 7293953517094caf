import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  describe('title', () => {
    it('is the page heading, level 1', () => {
      render(<PageHeader title="Watch Lists" />);
      expect(screen.getByRole('heading', { level: 1, name: 'Watch Lists' })).toBeInTheDocument();
    });

    it('carries the id a region can be named by', () => {
      render(<PageHeader title="Exports" titleId="exports-title" />);
      expect(screen.getByRole('heading', { name: 'Exports' })).toHaveAttribute(
        'id',
        'exports-title',
      );
    });
  });

  describe('actions', () => {
    it('are shown beside the title', () => {
      render(
        <PageHeader title="Rate Cards" actions={<button type="button">New Rate Card</button>} />,
      );
      expect(screen.getByRole('button', { name: 'New Rate Card' })).toBeInTheDocument();
    });
  });

  describe('description', () => {
    it('is shown under the title', () => {
      render(<PageHeader title="Exports" description="Files and scheduled reports." />);
      expect(screen.getByText('Files and scheduled reports.')).toBeInTheDocument();
    });

    it('is left out when not given', () => {
      const { container } = render(<PageHeader title="Exports" />);
      expect(container).toHaveTextContent(/^Exports$/);
    });
  });
});
