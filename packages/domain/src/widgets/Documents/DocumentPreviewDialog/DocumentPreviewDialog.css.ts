import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const previewModal = style({ width: `min(${vars.size.contentMax}, 100%)` });

/** An A4 page's proportions at the dialog's width. */
export const pdfFrame = style({
  width: '100%',
  aspectRatio: '210 / 297',
  maxHeight: '70vh',
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.bg.sunken,
});

export const placeholder = style({ margin: 0, color: vars.color.fg.muted });
