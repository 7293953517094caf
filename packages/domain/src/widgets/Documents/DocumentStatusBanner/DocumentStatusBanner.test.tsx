import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentStatusBanner } from './DocumentStatusBanner';

describe('DocumentStatusBanner', () => {
  afterEach(() => vi.useRealTimers());

  it('shows progress by its spec message', () => {
    render(
      <DocumentStatusBanner
        status={{ kind: 'progress', message: 'Publishing version' }}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Publishing version' })).toBeInTheDocument();
  });

  it('shows a success for 1 second, then asks to be dismissed', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <DocumentStatusBanner
        status={{ kind: 'success', message: 'Version 1.0 is live.' }}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Version 1.0 is live.');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows an error with the API message until dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <DocumentStatusBanner
        status={{
          kind: 'error',
          message: 'Failed to create draft',
          detail: 'Content: Could not get src from map',
        }}
        onDismiss={onDismiss}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to create draft');
    expect(alert).toHaveTextContent('Content: Could not get src from map');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('shows nothing without a status', () => {
    const { container } = render(<DocumentStatusBanner status={null} onDismiss={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
