import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const formRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  minWidth: 0,
});

/** Fields fill the form's width; a button placed directly in the form keeps its own width. */
globalStyle(`${formRoot} > button`, { alignSelf: 'flex-start' });

export const schemaErrorList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  padding: `${vars.space['100']} ${vars.space['150']}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border.critical}`,
  backgroundColor: vars.color.bg.criticalSubtle,
  color: vars.color.fg.default,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const schemaErrorTitle = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.critical,
});

export const schemaErrorItems = style({
  margin: 0,
  paddingLeft: vars.space['250'],
});
