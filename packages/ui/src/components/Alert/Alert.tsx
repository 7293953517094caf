import { useEffect, useState, type ReactNode } from 'react';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
import type { Tone } from '../../theme/tone';
import { IconButton } from '../IconButton/IconButton';
import { alertBody, alertRecipe, alertTitle } from './Alert.css';

/** Success messages may close themselves after 3 seconds (platform-shell.md section 8). */
export const ALERT_AUTO_DISMISS_MS = 3000;

export interface AlertProps {
  /** positive for success, critical for errors, info and caution for notices, neutral for the rest. */
  tone?: Tone;
  title?: ReactNode;
  children: ReactNode;
  /** Shows a close button; called when it is pressed or the alert dismisses itself. */
  onDismiss?: () => void;
  /**
   * Dismisses itself after 3 seconds (needs onDismiss); the count pauses while the pointer is
   * over the alert or focus is inside it, and starts again when both have left.
   */
  autoDismiss?: boolean;
  /** Off where a surrounding region already announces the message (toasts). */
  isLiveRegion?: boolean;
  className?: string;
}

/**
 * A message about the page or an action. Errors interrupt (role alert); other tones are
 * announced politely (role status).
 */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  autoDismiss,
  isLiveRegion = true,
  className,
}: AlertProps) {
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const isPaused = isHovered || hasFocus;
  const { hoverProps } = useHover({ onHoverChange: setHovered });
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setHasFocus });
  useEffect(() => {
    if (!autoDismiss || !onDismiss || isPaused) return;
    const timer = setTimeout(onDismiss, ALERT_AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [autoDismiss, onDismiss, isPaused]);

  return (
    <div
      role={isLiveRegion ? (tone === 'critical' ? 'alert' : 'status') : undefined}
      {...mergeProps(hoverProps, focusWithinProps)}
      className={[alertRecipe({ tone }), className].filter(Boolean).join(' ')}
    >
      <div className={alertBody}>
        {title ? <p className={alertTitle}>{title}</p> : null}
        <div>{children}</div>
      </div>
      {onDismiss ? <IconButton aria-label="Dismiss" icon="×" onPress={onDismiss} /> : null}
    </div>
  );
}
