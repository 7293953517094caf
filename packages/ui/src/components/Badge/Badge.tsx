import type { HTMLAttributes, ReactNode } from 'react';
import type { Tone } from '../../theme/tone';
import { badgeRecipe, type badgeVariantNames } from './Badge.css';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'className'> {
  tone?: Tone;
  /** subtle for statuses in text, strong for emphasis, count for numbers beside a label. */
  variant?: (typeof badgeVariantNames)[number];
  className?: string;
  children: ReactNode;
}

/** A short status or count label. Its meaning is in its text, never in its colour alone. */
export function Badge({ tone, variant, className, children, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      className={[badgeRecipe({ tone, variant }), className].filter(Boolean).join(' ')}
    >
      {children}
    </span>
  );
}
