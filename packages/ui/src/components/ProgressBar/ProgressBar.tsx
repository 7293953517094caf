import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  progressBar,
  progressFill,
  progressLabel,
  progressTrack,
  progressValue,
  progressWidth,
} from './ProgressBar.css';

export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  'isIndeterminate' | 'className' | 'children'
> {
  /** What is progressing, shown above the bar and naming it ("Reading watch-list.csv"). */
  label: string;
  className?: string;
}

/**
 * A determinate progress bar: its label, the value as text (the percentage unless valueLabel
 * says otherwise, e.g. "2,000 of 4,500 items") and the bar. Use Spinner when the amount of work
 * is unknown.
 */
export function ProgressBar({ label, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={[progressBar, className].filter(Boolean).join(' ')}>
      {({ percentage, valueText }) => (
        <>
          <Label className={progressLabel}>{label}</Label>
          <span className={progressValue}>{valueText}</span>
          <div className={progressTrack} aria-hidden="true">
            <div
              className={progressFill}
              style={assignInlineVars({ [progressWidth]: `${percentage ?? 0}%` })}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
