import { forwardRef, useLayoutEffect, type ReactNode } from 'react';
import { useObjectRef } from 'react-aria';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import {
  buttonRecipe,
  pendingIndicator,
  pendingLabel,
  type buttonSizeNames,
  type buttonToneNames,
  type buttonVariantNames,
} from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  /** Visual weight: one primary action per view (secondary by default). */
  variant?: (typeof buttonVariantNames)[number];
  /** What pressing it means: critical for an action that deletes or refuses (neutral by default). */
  tone?: (typeof buttonToneNames)[number];
  size?: (typeof buttonSizeNames)[number];
  /** A button showing only an icon; it then needs an aria-label. */
  isIconOnly?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * React Aria announces a focused button going pending, or done, by inserting an element with role
 * img whose aria-labelledby points at the button. A button that unmounts on save (a form replaced
 * by its result) would leave that reference dangling for the announcement's seven seconds: an
 * unnamed image to assistive technology and axe. Before the button leaves, every announcement
 * pointing at it keeps the name as text instead.
 */
function resolveAnnouncementsOf(button: HTMLButtonElement) {
  const announcements = button.ownerDocument.querySelectorAll<HTMLElement>(
    '[data-live-announcer="true"] [aria-labelledby]',
  );
  for (const announcement of announcements) {
    const ids = announcement.getAttribute('aria-labelledby')?.split(' ') ?? [];
    const labels = ids.map((id) => button.ownerDocument.getElementById(id));
    if (!labels.some((label) => label === button || button.contains(label))) continue;
    const name = labels
      .map((label) => label?.getAttribute('aria-label') ?? label?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    announcement.setAttribute('aria-label', name);
    announcement.removeAttribute('aria-labelledby');
  }
}

/** A button. While `isPending` it shows a spinner, keeps its size and announces progress. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, tone, size, isIconOnly, className, children, ...props },
  ref,
) {
  const element = useObjectRef(ref);
  // A layout effect's cleanup runs while the button is still in the document.
  useLayoutEffect(() => {
    const button = element.current;
    return () => {
      if (button) resolveAnnouncementsOf(button);
    };
  }, [element]);
  return (
    <AriaButton
      {...props}
      ref={element}
      className={[buttonRecipe({ variant, tone, size, isIconOnly }), className]
        .filter(Boolean)
        .join(' ')}
    >
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? (
          <>
            <span className={pendingLabel}>{content}</span>
            <span className={pendingIndicator}>
              <Spinner size="sm" aria-label="Loading" />
            </span>
          </>
        ) : (
          content
        ),
      )}
    </AriaButton>
  );
});
