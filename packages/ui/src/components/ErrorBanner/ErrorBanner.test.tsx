import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBanner } from './ErrorBanner';

describe('ErrorBanner', () => {
  it('shows the message as one alert with a Dismiss button', async () => {
    const onDismiss = vi.fn();
    render(<ErrorBanner message="Request failed" onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Request failed');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('renders nothing without a message', () => {
    const { container } = render(<ErrorBanner message={null} onDismiss={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
