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
  type buttonVariantNames,
} from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  /** Visual weight: one primary action per view. */
  variant?: (typeof buttonVariantNames)[number];
  size?: (typeof buttonSizeNames)[number];
  /** A button showing only an icon; it then needs an aria-label. */
  isIconOnly?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A button. While `isPending` it shows a spinner, keeps its size and announces progress. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, isIconOnly, className, children, ...props },
  ref,
) {
  return (
    <AriaButton
      {...props}
      ref={ref}
      className={[buttonRecipe({ variant, size, isIconOnly }), className].filter(Boolean).join(' ')}
    >
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? (
          <>
            <span className={pendingLabel}>{content}</span>
            <span className={pendingIndicator}>
              <Spinner size="sm" aria-label="Loading" tone="inherit" />
            </span>
          </>
        ) : (
          content
        ),
      )}
    </AriaButton>
  );
});
