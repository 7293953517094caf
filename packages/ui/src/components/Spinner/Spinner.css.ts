import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { forcedColors } from '../../theme/media';
import { toneNames } from '../../theme/tone';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerSizeNames = ['sm', 'md', 'lg'] as const;

export const spinnerRecipe = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${rotate} 0.8s linear infinite`,
    flexShrink: 0,
    // Forced colours keep the transparent gap of the ring only if it stays the author's colour.
    '@media': { [forcedColors]: { borderColor: 'CanvasText', borderRightColor: 'Canvas' } },
  },
  variants: {
    size: {
      sm: { width: vars.space['200'], height: vars.space['200'], borderWidth: vars.space['025'] },
      md: { width: vars.space['300'], height: vars.space['300'], borderWidth: vars.space['025'] },
      lg: { width: vars.space['500'], height: vars.space['500'], borderWidth: vars.space['050'] },
    },
    tone: Object.fromEntries(toneNames.map((tone) => [tone, { color: vars.color.fg[tone] }])) as {
      [Tone in (typeof toneNames)[number]]: { color: string };
    },
  },
  defaultVariants: { size: 'md' },
});

export const spinnerRoot = style({ display: 'inline-flex', alignItems: 'center' });
