import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { tooltip } from './Tooltip.css';

export interface TooltipProps {
  /** What the tooltip says; it describes the trigger. */
  content: ReactNode;
  /** A focusable element (a Button, Link or anything react-aria makes focusable). */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  /** Milliseconds of hover before it shows; focus shows it at once. */
  delay?: number;
  isDisabled?: boolean;
  className?: string;
}

/** Extra words about a control, on hover and on keyboard focus; Escape hides it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  isDisabled,
  className,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isDisabled={isDisabled}>
      {children}
      <AriaTooltip
        placement={placement}
        offset={6}
        className={[tooltip, className].filter(Boolean).join(' ')}
      >
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
