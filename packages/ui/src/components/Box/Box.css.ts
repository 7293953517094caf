import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../../theme/contract.css';

const borderOf = (color: string) => `${vars.size.border} solid ${color}`;

/** Every value a Box prop takes is a theme variable: one atomic class per property and value. */
const boxProperties = defineProperties({
  properties: {
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    backgroundColor: {
      canvas: vars.color.bg.canvas,
      surface: vars.color.bg.surface,
      sunken: vars.color.bg.sunken,
      raised: vars.color.bg.raised,
      selected: vars.color.bg.selected,
      positiveSubtle: vars.color.bg.positiveSubtle,
      cautionSubtle: vars.color.bg.cautionSubtle,
      criticalSubtle: vars.color.bg.criticalSubtle,
      infoSubtle: vars.color.bg.infoSubtle,
      neutralSubtle: vars.color.bg.neutralSubtle,
    },
    border: {
      none: 'none',
      default: borderOf(vars.color.border.default),
      strong: borderOf(vars.color.border.strong),
      positive: borderOf(vars.color.border.positive),
      caution: borderOf(vars.color.border.caution),
      critical: borderOf(vars.color.border.critical),
      info: borderOf(vars.color.border.info),
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

export const boxSprinkles = createSprinkles(boxProperties);
export type BoxSprinkles = Parameters<typeof boxSprinkles>[0];
