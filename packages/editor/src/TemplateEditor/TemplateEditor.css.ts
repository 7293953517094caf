import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '@backoffice/ui/theme';

export const variablePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  minWidth: 0,
  position: 'sticky',
  top: vars.space['200'],
  maxHeight: `calc(100vh - ${vars.space['400']})`,
  overflowY: 'auto',
  paddingRight: vars.space['050'],
});

export const editorColumn = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surface,
  selectors: {
    '&:focus-within': { borderColor: vars.color.border.focus },
  },
});

export const panelHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const variableList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['025'],
});

export const variableButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  padding: `${vars.space['050']} ${vars.space['075']}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.fg.default,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textAlign: 'left',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.hover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.selected },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.fg.muted },
  },
});

export const variableName = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['050'],
  padding: vars.space['075'],
  borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.sunken,
  borderTopLeftRadius: vars.radius.md,
  borderTopRightRadius: vars.radius.md,
});

export const toolbarGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['025'],
});

export const toolbarSeparator = style({
  alignSelf: 'stretch',
  width: vars.size.border,
  margin: `0 ${vars.space['050']}`,
  backgroundColor: vars.color.border.default,
});

export const toolbarButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['050'],
    minWidth: vars.size.controlSm,
    minHeight: vars.size.controlSm,
    padding: `0 ${vars.space['075']}`,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.sm,
    background: 'none',
    color: vars.color.fg.default,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.bg.hover },
      '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.bg.selected },
      '&[data-selected]': {
        backgroundColor: vars.color.bg.selected,
        borderColor: vars.color.border.strong,
      },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    weight: {
      bold: { fontWeight: vars.font.weight.bold },
      italic: { fontStyle: 'italic' },
      underline: { textDecoration: 'underline' },
      plain: {},
    },
  },
  defaultVariants: { weight: 'plain' },
});

export const toolbarIcon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });

/** The editable page. */
export const content = style({
  minHeight: `calc(${vars.size.controlLg} * 8)`,
  padding: vars.space['300'],
  outline: 'none',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.default,
  overflowWrap: 'anywhere',
});

globalStyle(`${content} .ProseMirror`, { outline: 'none', minHeight: 'inherit' });
globalStyle(`${content} .ProseMirror > * + *`, { marginTop: vars.space['100'] });
// A legal document runs to dozens of pages, and every keystroke makes the browser lay the editor
// out again: blocks out of view keep their last measured size and are not laid out or painted.
globalStyle(`${content} .ProseMirror > *`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 1.5em',
});
globalStyle(`${content} h1`, { fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });
globalStyle(`${content} h2`, { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
globalStyle(`${content} h3`, { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
globalStyle(`${content} h4`, { fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
globalStyle(`${content} h5`, { fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });
globalStyle(`${content} :is(ul, ol)`, { margin: 0, paddingLeft: vars.space['300'] });
globalStyle(`${content} a`, { color: vars.color.fg.link, textDecoration: 'underline' });
globalStyle(`${content} hr`, {
  border: 0,
  borderTop: `${vars.size.border} solid ${vars.color.border.strong}`,
  margin: `${vars.space['150']} 0`,
});
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto', verticalAlign: 'middle' });
globalStyle(`${content} img.dd-logo`, { float: 'right' });
globalStyle(`${content} img.ProseMirror-selectednode`, {
  outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
});
globalStyle(`${content} :is(.ldm-table, .dd-template)`, {
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
});
globalStyle(`${content} :is(.ldm-row, .dd-row)`, { display: 'flex', flexWrap: 'wrap' });
globalStyle(`${content} :is(.ldm-row, .dd-row) + :is(.ldm-row, .dd-row)`, {
  borderTop: `${vars.size.border} solid ${vars.color.border.default}`,
});
globalStyle(`${content} :is(.ldm-col-1, .ldm-col-2)`, {
  padding: `${vars.space['050']} ${vars.space['100']}`,
  minWidth: 0,
});
globalStyle(`${content} .ldm-col-1`, {
  width: '33.33%',
  borderRight: `${vars.size.border} solid ${vars.color.border.default}`,
});
globalStyle(`${content} .ldm-col-2`, { width: '66.66%' });
globalStyle(`${content} .dd-row :is(.ldm-col-1, .ldm-col-2)`, { width: '50%' });
globalStyle(`${content} :is(.ldm-col-1, .ldm-col-2) > * + *`, { marginTop: vars.space['050'] });
globalStyle(`${content} .is-editor-empty:first-child::before`, {
  content: 'attr(data-placeholder)',
  color: vars.color.fg.muted,
  float: 'left',
  height: 0,
  pointerEvents: 'none',
});

/** A variable in the text: not editable, named by its display. */
export const variableChip = style({
  display: 'inline-block',
  padding: `0 ${vars.space['050']}`,
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.border.info}`,
  backgroundColor: vars.color.bg.infoSubtle,
  color: vars.color.fg.default,
  fontSize: '0.92em',
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'default',
  selectors: {
    '&.ProseMirror-selectednode': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
    },
  },
});

export const pageBreak = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  color: vars.color.fg.muted,
  fontSize: vars.font.size.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `${vars.size.border} dashed ${vars.color.border.strong}`,
    },
    '&.ProseMirror-selectednode': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
    },
  },
});

export const statusBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['100'],
  padding: `${vars.space['050']} ${vars.space['150']}`,
  borderTop: `${vars.size.border} solid ${vars.color.border.default}`,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.xs,
});

export const suggestionMenu = style({
  position: 'fixed',
  zIndex: vars.zIndex.dropdown,
  minWidth: `calc(${vars.size.controlLg} * 6)`,
  maxHeight: `calc(${vars.size.controlLg} * 7)`,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space['050'],
  listStyle: 'none',
  backgroundColor: vars.color.bg.raised,
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const suggestionOption = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['150'],
  padding: `${vars.space['050']} ${vars.space['075']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: vars.color.bg.selected },
  },
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
  minWidth: 0,
});
