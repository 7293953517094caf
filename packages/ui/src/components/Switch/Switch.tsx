import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { switchRoot, switchThumb, switchTrack } from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children'> {
  /** The visible label; without one, give the switch an aria-label. */
  children?: ReactNode;
  className?: string;
}

/** An on/off setting that takes effect at once (use a Checkbox for a choice submitted with a form). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={[switchRoot, className].filter(Boolean).join(' ')}>
      <span className={switchTrack} aria-hidden="true">
        <span className={switchThumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
