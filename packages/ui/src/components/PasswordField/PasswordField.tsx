import { useState, type ReactNode } from 'react';
import {
  Group,
  Input,
  Label as AriaLabel,
  Meter,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import { fieldControl, fieldGroupInput, fieldIconButton, fieldRoot } from '../Field/Field.css';
import { FieldEyeIcon } from '../Field/FieldIcons';
import {
  passwordFieldGroup,
  passwordMeter,
  passwordMeterFill,
  passwordMeterHeader,
  passwordMeterSegment,
  passwordMeterTrack,
  passwordMeterValue,
  passwordStrengthNames,
} from './PasswordField.css';

export type PasswordStrength = (typeof passwordStrengthNames)[number];

export interface PasswordFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'children' | 'type'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /**
   * Strength of the current value, computed by the caller (the rule lives in the domain
   * package). When given, a meter shows it; `null` (no rule met) shows an empty meter.
   */
  strength?: PasswordStrength | null;
  /** Accessible name of the show/hide toggle. */
  revealLabel?: string;
  /** Label of the strength meter. */
  strengthLabel?: string;
  className?: string;
}

/** A password input with a show/hide toggle and an optional strength meter. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  strength,
  revealLabel = 'Show password',
  strengthLabel = 'Password strength',
  className,
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  const filled = strength ? passwordStrengthNames.indexOf(strength) + 1 : 0;

  return (
    <AriaTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      className={[fieldRoot, className].filter(Boolean).join(' ')}
    >
      {({ isDisabled, isInvalid }) => (
        <>
          <Label isRequired={props.isRequired}>{label}</Label>
          <Group
            role="presentation"
            isDisabled={isDisabled}
            isInvalid={isInvalid}
            className={`${fieldControl} ${passwordFieldGroup}`}
          >
            <Input className={fieldGroupInput} placeholder={placeholder} />
            <ToggleButton
              aria-label={revealLabel}
              isSelected={isRevealed}
              onChange={setRevealed}
              isDisabled={isDisabled}
              className={fieldIconButton}
            >
              <FieldEyeIcon isCrossed={isRevealed} />
            </ToggleButton>
          </Group>
          {strength !== undefined && (
            <Meter
              className={passwordMeter}
              minValue={0}
              maxValue={passwordStrengthNames.length}
              value={filled}
              valueLabel={strength ?? 'None'}
            >
              {({ valueText }) => (
                <>
                  <span className={passwordMeterHeader}>
                    <AriaLabel>{strengthLabel}</AriaLabel>
                    <span className={passwordMeterValue}>{valueText}</span>
                  </span>
                  <span className={passwordMeterTrack} aria-hidden="true">
                    {passwordStrengthNames.map((name, index) => (
                      <span
                        key={name}
                        className={[
                          passwordMeterSegment,
                          strength && index < filled && passwordMeterFill[strength],
                        ]
                          .filter(Boolean)
                          .join(' ')}
                      />
                    ))}
                  </span>
                </>
              )}
            </Meter>
          )}
          {description && <FieldDescription>{description}</FieldDescription>}
          <FieldError>{errorMessage}</FieldError>
        </>
      )}
    </AriaTextField>
  );
}
