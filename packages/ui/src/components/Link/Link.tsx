import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { visuallyHidden } from '../../theme/global.css';
import { linkRecipe, type linkVariantNames } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  /** inline: underlined inside text; standalone: on its own, underlined on hover. */
  variant?: (typeof linkVariantNames)[number];
  /** Opens in a new tab and says so to assistive technology. */
  isExternal?: boolean;
  className?: string;
}

export function Link({ variant, isExternal, className, children, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={[linkRecipe({ variant }), className].filter(Boolean).join(' ')}
    >
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {isExternal ? <span className={visuallyHidden}>{' (opens in a new tab)'}</span> : null}
        </>
      )}
    </AriaLink>
  );
}
