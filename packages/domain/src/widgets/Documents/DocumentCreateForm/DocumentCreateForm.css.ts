import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const form = style({ maxWidth: vars.size.contentMax });
