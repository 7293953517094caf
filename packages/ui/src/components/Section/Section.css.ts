import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const sectionVariants = styleVariants({
  plain: {},
  /** A bordered card on the surface colour, as filter panels and builder stages look. */
  panel: {
    padding: vars.space['200'],
    backgroundColor: vars.color.bg.surface,
    border: `${vars.size.border} solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
  },
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['100'],
  minWidth: 0,
});

export const sectionTitle = style({ minWidth: 0, flex: '1 1 auto' });

export const sectionActions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['100'],
});

export const sectionDescription = style({
  margin: 0,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});
