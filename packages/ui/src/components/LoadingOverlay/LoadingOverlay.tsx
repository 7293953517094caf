import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { overlay, overlayRegion } from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  isLoading: boolean;
  /** Announced while loading; "Loading" by default. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Covers its content with a spinner while loading, leaving the content in place so the page
 * does not jump; the region is marked busy for assistive technology.
 */
export function LoadingOverlay({
  isLoading,
  label = 'Loading',
  className,
  children,
}: LoadingOverlayProps) {
  return (
    <div className={[overlayRegion, className].filter(Boolean).join(' ')} aria-busy={isLoading}>
      {children}
      {isLoading ? (
        <div className={overlay}>
          <Spinner size="lg" aria-label={label} />
        </div>
      ) : null}
    </div>
  );
}
