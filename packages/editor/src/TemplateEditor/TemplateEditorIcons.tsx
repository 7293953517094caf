import type { ReactNode } from 'react';
import { toolbarIcon } from './TemplateEditor.css';

/** Line icons of the toolbar, drawn on a 20-unit grid in the text colour. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={toolbarIcon}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const templateEditorIcons = {
  undo: (
    <Icon>
      <path d="M7 5 3 9l4 4" />
      <path d="M3 9h9a5 5 0 0 1 0 10h-2" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="m13 5 4 4-4 4" />
      <path d="M17 9H8a5 5 0 0 0 0 10h2" />
    </Icon>
  ),
  bulletList: (
    <Icon>
      <circle cx="4" cy="5" r="1" fill="currentColor" />
      <circle cx="4" cy="10" r="1" fill="currentColor" />
      <circle cx="4" cy="15" r="1" fill="currentColor" />
      <path d="M8 5h9M8 10h9M8 15h9" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M3 3.5h1.5v4M3 7.5h3" />
      <path d="M3 12.5a1.5 1.5 0 0 1 3 .4L3 16.5h3" />
      <path d="M9 5h8M9 10h8M9 15h8" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5L10 5" />
      <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />
    </Icon>
  ),
  image: (
    <Icon>
      <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" />
      <circle cx="7" cy="8" r="1.5" />
      <path d="m3 15 4.5-4.5 3 3 2.5-2.5 4.5 4.5" />
    </Icon>
  ),
  logo: (
    <Icon>
      <path d="M10 2.5 16.5 6v8L10 17.5 3.5 14V6z" />
      <path d="M7.5 10h5M10 7.5v5" />
    </Icon>
  ),
  directDebit: (
    <Icon>
      <rect x="2" y="4.5" width="16" height="11" rx="2" />
      <path d="M5 8h3a2 2 0 0 1 0 4H5z" />
      <path d="M11 8h4M11 12h4" />
    </Icon>
  ),
  horizontalRule: (
    <Icon>
      <path d="M2.5 10h15" />
      <path d="M6 5.5h8M6 14.5h8" strokeOpacity="0.45" />
    </Icon>
  ),
  pageBreak: (
    <Icon>
      <path d="M4 2.5v4h12v-4M4 17.5v-4h12v4" />
      <path d="M2 10h2.5M7 10h2.5M12 10h2.5M17 10h1" />
    </Icon>
  ),
  table: (
    <Icon>
      <rect x="2.5" y="3.5" width="15" height="13" rx="1" />
      <path d="M2.5 8h15M2.5 12.5h15M8 3.5v13" />
    </Icon>
  ),
  addRow: (
    <Icon>
      <rect x="2.5" y="3" width="15" height="8" rx="1" />
      <path d="M8 3v8M10 13.5v5M7.5 16h5" />
    </Icon>
  ),
  deleteRow: (
    <Icon>
      <rect x="2.5" y="3" width="15" height="8" rx="1" />
      <path d="M8 3v8M7.5 16h5" />
    </Icon>
  ),
  deleteTable: (
    <Icon>
      <rect x="2.5" y="3.5" width="15" height="13" rx="1" />
      <path d="m7 8 6 6M13 8l-6 6" />
    </Icon>
  ),
};
