import { useLayoutEffect, useState, type RefObject } from 'react';

/** Which ends of a sideways-scrolling element hide content. */
export interface SideOverflow {
  /** Content is hidden before the start (scrolled away to the left). */
  before: boolean;
  /** Content is hidden past the end. */
  after: boolean;
}

const noOverflow: SideOverflow = { before: false, after: false };

/**
 * Tracks whether the element is narrower than its content and which way it can scroll, through
 * its scrolling and the resizing of it and its children.
 */
export function useSideOverflow(ref: RefObject<HTMLElement | null>): SideOverflow {
  const [overflow, setOverflow] = useState(noOverflow);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // scrollLeft counts down from 0 in right-to-left text; a subpixel remainder is no overflow.
      const scrolled = Math.abs(element.scrollLeft);
      const before = scrolled > 0.5;
      const after = scrolled + element.clientWidth < element.scrollWidth - 0.5;
      setOverflow((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return overflow;
}
