import type { ReactNode } from 'react';
import { RadioGroup, Radio } from '../RadioGroup';
import { isThemePreference, themePreferences, type ThemePreference } from '../../theme';

const preferenceLabels: Record<ThemePreference, string> = {
  system: 'Same as my device',
  light: 'Light',
  dark: 'Dark',
  highContrast: 'High contrast',
};

export interface ThemeSwitchProps {
  value: ThemePreference;
  onChange: (preference: ThemePreference) => void;
  label?: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** The choice of theme: each of the design system's themes, or the device's light/dark setting. */
export function ThemeSwitch({
  value,
  onChange,
  label = 'Theme',
  description,
  className,
}: ThemeSwitchProps) {
  return (
    <RadioGroup
      label={label}
      description={description}
      value={value}
      onChange={(next) => {
        if (isThemePreference(next)) onChange(next);
      }}
      {...(className ? { className } : {})}
    >
      {themePreferences.map((preference) => (
        <Radio key={preference} value={preference}>
          {preferenceLabels[preference]}
        </Radio>
      ))}
    </RadioGroup>
  );
}
