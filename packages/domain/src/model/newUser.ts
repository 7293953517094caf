import { USERNAME_MAX_LENGTH } from './credentials';
import { isEmailAddress } from './email';
import { isPhoneNumber, PHONE_NUMBER_MESSAGE } from './phoneNumber';

/** The user types of platform-shell.md section 3 (the contract's OrganisationType). */
export const userTypes = ['service_user', 'lender'] as const;
export type UserType = (typeof userTypes)[number];

export const userTypeLabels: Record<UserType, string> = {
  service_user: 'Service User',
  lender: 'Lender',
};

export interface NewUserDraft {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  mobile: string;
  group_id: number | null;
  user_type: UserType | null;
}

export const emptyNewUserDraft: NewUserDraft = {
  first_name: '',
  last_name: '',
  email: '',
  username: '',
  mobile: '',
  group_id: null,
  user_type: null,
};

/**
 * merchants.md section 5, New user: names 1 to 50, email valid (the shared email rule) and at
 * most 200, username 4 to 100, optional mobile in the phone pattern, a group, and a type when
 * there is a choice of types.
 */
export function newUserErrors(
  draft: NewUserDraft,
  isTypeChosen = true,
): Partial<Record<keyof NewUserDraft, string>> {
  const errors: Partial<Record<keyof NewUserDraft, string>> = {};
  if (!draft.first_name.trim()) errors.first_name = 'Enter a first name.';
  else if (draft.first_name.length > 50) errors.first_name = 'At most 50 characters.';
  if (!draft.last_name.trim()) errors.last_name = 'Enter a last name.';
  else if (draft.last_name.length > 50) errors.last_name = 'At most 50 characters.';
  if (!draft.email.trim()) errors.email = 'Enter an email address.';
  else if (!isEmailAddress(draft.email.trim()) || draft.email.length > 200)
    errors.email = 'Enter a valid email address.';
  if (draft.username.trim().length < 4) errors.username = 'At least 4 characters.';
  else if (draft.username.length > USERNAME_MAX_LENGTH)
    errors.username = `At most ${USERNAME_MAX_LENGTH} characters.`;
  if (draft.mobile && !isPhoneNumber(draft.mobile)) errors.mobile = PHONE_NUMBER_MESSAGE;
  if (draft.group_id === null) errors.group_id = 'Choose a group.';
  if (!isTypeChosen && draft.user_type === null) errors.user_type = 'Choose a user type.';
  return errors;
}
