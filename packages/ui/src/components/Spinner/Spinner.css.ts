import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerSizeNames = ['sm', 'md', 'lg'] as const;
export const spinnerToneNames = ['accent', 'inherit'] as const;

export const spinnerRecipe = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${rotate} 0.8s linear infinite`,
    flexShrink: 0,
  },
  variants: {
    size: {
      sm: { width: vars.space['200'], height: vars.space['200'], borderWidth: vars.space['025'] },
      md: { width: vars.space['300'], height: vars.space['300'], borderWidth: vars.space['025'] },
      lg: { width: vars.space['500'], height: vars.space['500'], borderWidth: vars.space['050'] },
    },
    tone: {
      accent: { color: vars.color.fg.accent },
      inherit: { color: 'inherit' },
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});

export const spinnerRoot = style({ display: 'inline-flex', alignItems: 'center' });
