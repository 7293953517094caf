import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Holds the tab list and, over its ends, the buttons that scroll hidden tabs into view. */
export const tabListStrip = style({ position: 'relative', minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space['050'],
  borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
  overflowX: 'auto',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['075'],
  padding: `${vars.space['100']} ${vars.space['150']}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.muted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  borderBottom: `${vars.space['025']} solid transparent`,
  marginBottom: `calc(-1 * ${vars.size.border})`,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.fg.default, backgroundColor: vars.color.bg.hover },
    '&[data-selected], &[aria-current="page"]': {
      color: vars.color.fg.accent,
      borderBottomColor: vars.color.bg.accent,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.fg.subtle, cursor: 'not-allowed' },
  },
  '@media': {
    // Forced colours paint a transparent border in the text colour, which would underline every
    // tab: only the selected one keeps its line, in the system's highlight.
    [forcedColors]: {
      borderBottomColor: 'Canvas',
      selectors: {
        '&[data-selected]': { borderBottomColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

/** Link tabs have no panel: the page under them keeps the panel's distance. */
export const linkTabList = style([tabList, { marginBottom: vars.space['200'] }]);

export const linkTab = style([tab, { textDecoration: 'none' }]);

export const tabPanel = style({
  paddingTop: vars.space['200'],
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

const tabListScrollEnd = style({
  position: 'absolute',
  top: 0,
  bottom: vars.size.border,
  display: 'flex',
  alignItems: 'center',
  backgroundColor: vars.color.bg.surface,
});

/** Over the start of the strip, with a rule that parts it from the half-hidden tab beside it. */
export const tabListScrollBefore = style([
  tabListScrollEnd,
  { left: 0, borderRight: `${vars.size.border} solid ${vars.color.border.default}` },
]);

export const tabListScrollAfter = style([
  tabListScrollEnd,
  { right: 0, borderLeft: `${vars.size.border} solid ${vars.color.border.default}` },
]);

export const tabListScrollIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
