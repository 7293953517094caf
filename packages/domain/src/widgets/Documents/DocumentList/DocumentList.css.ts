import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const versionText = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const noVersion = style({ color: vars.color.fg.muted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['100'] });
