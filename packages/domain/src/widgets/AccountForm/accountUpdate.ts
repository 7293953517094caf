import { PASSWORD_MAX_LENGTH } from '../../model/credentials';
import { isPasswordAcceptable } from '../../model/password';
import { isEmailAddress } from '../../model/email';
import { changedFields } from '../../model/changedFields';

/** The editable part of a back-office user (merchants.md: edit user, My Account). */
export interface AccountDetails {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
}

export interface AccountDraft extends Omit<AccountDetails, 'username'> {
  email_confirm: string;
  password: string;
  password_confirm: string;
  current_password: string;
}

/** The PATCH body: only changed fields; a password only when entered, with current_password. */
export type AccountUpdate = Partial<
  Pick<
    AccountDraft,
    'first_name' | 'last_name' | 'email' | 'mobile' | 'password' | 'current_password'
  >
>;

export const accountLimits = { name: 100, email: 100, mobile: 12, password: PASSWORD_MAX_LENGTH };

export function emptyDraft(details: AccountDetails): AccountDraft {
  return {
    first_name: details.first_name,
    last_name: details.last_name,
    email: details.email,
    mobile: details.mobile,
    email_confirm: '',
    password: '',
    password_confirm: '',
    current_password: '',
  };
}

export type AccountErrors = Partial<Record<keyof AccountDraft, string>>;

const mobilePattern = /^\+?[0-9 ]*[0-9][0-9 ]*$/;

/** Field errors of a draft, by the edit-user rules of merchants.md. */
export function accountErrors(details: AccountDetails, draft: AccountDraft): AccountErrors {
  const errors: AccountErrors = {};
  if (!draft.first_name.trim()) errors.first_name = 'First name is required.';
  if (!draft.last_name.trim()) errors.last_name = 'Last name is required.';
  if (!draft.email.trim()) errors.email = 'Email is required.';
  else if (!isEmailAddress(draft.email)) errors.email = 'Enter a valid email address.';
  if (draft.email !== details.email && draft.email_confirm !== draft.email) {
    errors.email_confirm = 'The email addresses do not match.';
  }
  if (draft.mobile && !mobilePattern.test(draft.mobile)) {
    errors.mobile = 'Enter a mobile number in digits.';
  }
  if (draft.password) {
    if (!isPasswordAcceptable(draft.password)) {
      errors.password =
        'At least 8 characters with an upper-case letter, a lower-case letter and a digit.';
    }
    if (draft.password_confirm !== draft.password) {
      errors.password_confirm = 'The passwords do not match.';
    }
    if (!draft.current_password) errors.current_password = 'Enter your current password.';
  }
  return errors;
}

export function accountUpdate(details: AccountDetails, draft: AccountDraft): AccountUpdate {
  const update: AccountUpdate = changedFields<AccountUpdate>(details, draft, {
    keys: ['first_name', 'last_name', 'email', 'mobile'],
  });
  if (draft.password) {
    update.password = draft.password;
    update.current_password = draft.current_password;
  }
  return update;
}

/** Update is allowed only when the draft is valid and changes something. */
export function canUpdateAccount(details: AccountDetails, draft: AccountDraft): boolean {
  return (
    Object.keys(accountErrors(details, draft)).length === 0 &&
    Object.keys(accountUpdate(details, draft)).length > 0
  );
}
