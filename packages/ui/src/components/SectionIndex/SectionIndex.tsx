import type { MouseEvent } from 'react';
import {
  sectionIndex,
  sectionIndexLabel,
  sectionIndexList,
  sectionIndexLink,
} from './SectionIndex.css';

export interface SectionIndexEntry {
  /** The id of the element the entry leads to; give it `tabIndex={-1}` and `sectionIndexTarget`. */
  id: string;
  label: string;
}

export interface SectionIndexProps {
  sections: readonly SectionIndexEntry[];
  /** Names the navigation landmark and heads the list. */
  label?: string;
  className?: string;
}

/**
 * Links to the sections of a long page, so a section far down is one press away. Following one
 * scrolls its section to the top and moves focus into it (the next Tab continues from there),
 * without adding an entry to the history or changing the address.
 */
export function SectionIndex({ sections, label = 'On this page', className }: SectionIndexProps) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={label} className={[sectionIndex, className].filter(Boolean).join(' ')}>
      <span className={sectionIndexLabel} aria-hidden="true">
        {label}:
      </span>
      <ul className={sectionIndexList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={sectionIndexLink}
              onClick={(event) => jump(event, section.id)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
