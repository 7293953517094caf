import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/global.css';

export const linkVariantNames = ['inline', 'standalone'] as const;

const linkBase = style({
  color: vars.color.fg.link,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      color: vars.color.fg.muted,
      cursor: 'not-allowed',
      textDecoration: 'none',
    },
    '&[data-current]': { color: vars.color.fg.default, fontWeight: vars.font.weight.medium },
  },
});

export const linkRecipe = recipe({
  base: linkBase,
  variants: {
    variant: {
      inline: { textDecoration: 'underline' },
      standalone: { textDecoration: 'none', fontWeight: vars.font.weight.medium },
    },
  },
  defaultVariants: { variant: 'inline' },
});
