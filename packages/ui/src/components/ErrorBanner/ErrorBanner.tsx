import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { errorBanner } from './ErrorBanner.css';

export interface ErrorBannerProps {
  /** The error to show; nothing is rendered while it is null or undefined. */
  message: ReactNode;
  /** Called when the user presses Dismiss. */
  onDismiss: () => void;
  className?: string;
}

/**
 * The one page-wide error banner of a portal (platform-shell.md section 8): the latest failed
 * call's message, announced as an alert and kept until dismissed.
 */
export function ErrorBanner({ message, onDismiss, className }: ErrorBannerProps) {
  if (message === null || message === undefined || message === '') return null;
  return (
    <Alert
      tone="critical"
      onDismiss={onDismiss}
      className={[errorBanner, className].filter(Boolean).join(' ')}
    >
      {message}
    </Alert>
  );
}
