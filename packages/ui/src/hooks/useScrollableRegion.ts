import type { RefObject } from 'react';
import { useSideOverflow } from './useSideOverflow';

export interface ScrollableRegionName {
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * Props that make a sideways-scrolling frame a named tab stop while, and only while, its content
 * overflows: a scrolling area must be reachable by keyboard to scroll it without a mouse, and one
 * that does not scroll would be a stop for nothing. The frame is named after what it holds.
 */
export function useScrollableRegion(
  ref: RefObject<HTMLElement | null>,
  { 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy }: ScrollableRegionName,
) {
  const overflow = useSideOverflow(ref);
  if (!overflow.before && !overflow.after) return {};
  return {
    tabIndex: 0,
    role: 'region',
    'aria-label': ariaLabel ? `${ariaLabel} (scrollable)` : undefined,
    'aria-labelledby': ariaLabel ? undefined : ariaLabelledBy,
  };
}
