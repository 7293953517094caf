import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './LoadFailure';

describe('LoadFailure', () => {
  it('says once that a refused page is not allowed, with nothing to retry', () => {
    render(
      <LoadFailure
        subject="The credit policies"
        error={{ status: 403, message: 'You do not have permission to do this.' }}
        onRetry={() => {}}
      />,
    );
    expect(screen.getAllByText(/permission/)).toHaveLength(1);
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names what failed, the message and offers Try again for other failures', async () => {
    const onRetry = vi.fn();
    render(
      <LoadFailure
        subject="The credit policies"
        error={{ status: 500, message: 'Request failed' }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('The credit policies could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(/Request failed/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
