import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** Wide enough for the two versions side by side. */
export const wideModal = style({ width: `min(${vars.size.contentMax}, 100%)` });

export const explanation = style({ margin: 0 });
