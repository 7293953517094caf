import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'isIconOnly'> {
  /** The button's name: an icon alone says nothing to assistive technology. */
  'aria-label': string;
  /** The icon, hidden from assistive technology (an SVG with `currentColor`, or a glyph). */
  icon: ReactNode;
}

/** A square button showing only an icon; tertiary and small unless told otherwise. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'tertiary', size = 'sm', ...props },
  ref,
) {
  return (
    <Button {...props} ref={ref} variant={variant} size={size} isIconOnly>
      <span aria-hidden="true">{icon}</span>
    </Button>
  );
});
