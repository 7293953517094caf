import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import {
  spinnerRecipe,
  spinnerRoot,
  type spinnerSizeNames,
  type spinnerToneNames,
} from './Spinner.css';

export interface SpinnerProps extends Omit<
  ProgressBarProps,
  'isIndeterminate' | 'className' | 'children'
> {
  size?: (typeof spinnerSizeNames)[number];
  tone?: (typeof spinnerToneNames)[number];
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
