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
 * its scrolling and the resizing of it and its children. On mount it measures at once, so the
 * first paint (and an accessibility check right after it) has the frame's tab stop. A resize is
 * measured in the next animation frame, when the browser lays the page out anyway: read in the
 * observer's callback, `scrollWidth` laid a page of new rows out a second time (ADR 0086).
 */
export function useSideOverflow(ref: RefObject<HTMLElement | null>): SideOverflow {
  const [overflow, setOverflow] = useState(noOverflow);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      // scrollLeft counts down from 0 in right-to-left text; a subpixel remainder is no overflow.
      const scrolled = Math.abs(element.scrollLeft);
      const before = scrolled > 0.5;
      const after = scrolled + element.clientWidth < element.scrollWidth - 0.5;
      setOverflow((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    const measureInNextFrame = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    measure();
    // A scroll event comes once the page is laid out: reading then costs nothing.
    element.addEventListener('scroll', measure, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measureInNextFrame);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return overflow;
}
