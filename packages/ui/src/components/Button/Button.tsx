import { forwardRef, type ReactNode } from 'react';
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

/** A button. While `isPending` it shows a spinner, keeps its size and announces progress. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, tone, size, isIconOnly, className, children, ...props },
  ref,
) {
  return (
    <AriaButton
      {...props}
      ref={ref}
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
