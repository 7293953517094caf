import { TextField } from '@backoffice/ui';
import { USERNAME_MAX_LENGTH } from '../../../model/credentials';

export interface UsernameFieldProps {
  value: string;
  onChange(value: string): void;
}

/** The Username of the sign-in and reset screens: required, at most 100 characters. */
export function UsernameField({ value, onChange }: UsernameFieldProps) {
  return (
    <TextField
      label="Username"
      name="username"
      autoComplete="username"
      isRequired
      maxLength={USERNAME_MAX_LENGTH}
      value={value}
      onChange={onChange}
    />
  );
}
