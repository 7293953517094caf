import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.color.bg.surface,
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['100'],
  padding: `${vars.space['150']} ${vars.space['200']}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
});

export const cardTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const cardActions = style({ display: 'flex', gap: vars.space['100'], flexWrap: 'wrap' });
export const cardBody = style({ padding: vars.space['200'], minWidth: 0 });
export const cardFooter = style({
  padding: `${vars.space['150']} ${vars.space['200']}`,
  borderTop: `${vars.size.border} solid ${vars.color.border.default}`,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['100'],
});
