import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const keys = style({ display: 'flex', flexDirection: 'column', gap: vars.space['150'] });

export const prefix = style({ fontFamily: vars.font.family.mono, whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const newKey = style({ fontFamily: vars.font.family.mono });
