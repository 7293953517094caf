import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('marks the region busy and shows a spinner while loading', () => {
    render(
      <LoadingOverlay isLoading>
        <p>Content</p>
      </LoadingOverlay>,
    );
    expect(screen.getByText('Content').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows only the content once loaded', () => {
    render(
      <LoadingOverlay isLoading={false}>
        <p>Content</p>
      </LoadingOverlay>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Content').parentElement).toHaveAttribute('aria-busy', 'false');
  });
});
