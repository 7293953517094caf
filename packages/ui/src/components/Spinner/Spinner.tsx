import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import type { Tone } from '../../theme/tone';
import { spinnerRecipe, spinnerRoot, type spinnerSizeNames } from './Spinner.css';

export interface SpinnerProps extends Omit<
  ProgressBarProps,
  'isIndeterminate' | 'className' | 'children'
> {
  size?: (typeof spinnerSizeNames)[number];
  /** Colours the ring by meaning; without a tone it takes the colour of the text around it. */
  tone?: Tone;
  className?: string;
}

/** An indeterminate progress indicator, announced by its aria-label ("Loading" by default). */
export function Spinner({ size, tone, className, ...props }: SpinnerProps) {
  return (
    <ProgressBar
      aria-label="Loading"
      {...props}
      isIndeterminate
      className={[spinnerRoot, className].filter(Boolean).join(' ')}
    >
      <span className={spinnerRecipe({ size, tone })} aria-hidden="true" />
    </ProgressBar>
  );
}
