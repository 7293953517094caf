import { fieldIcon } from './Field.css';

/** Decorative icons shared by the field components; they are always hidden from assistive technology. */
export function FieldChevronIcon() {
  return (
    <svg className={fieldIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function FieldPlusIcon() {
  return (
    <svg className={fieldIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function FieldMinusIcon() {
  return (
    <svg className={fieldIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12h14" />
    </svg>
  );
}

export function FieldCheckIcon() {
  return (
    <svg className={fieldIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function FieldEyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg className={fieldIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
