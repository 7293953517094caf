import { changedFields, hasChanges, trimText } from '../../model/changedFields';
import { isPhoneNumber } from '../../model/phoneNumber';
import type {
  ApplicationAddressDetails,
  ApplicationConsumerDetails,
} from './creditApplicationTypes';

/** The titles a consumer may be given. */
export const consumerTitles = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Rev', 'Col', 'Sgt'] as const;

/** The consumer fields edited inline. */
export interface ConsumerDraft {
  title: string;
  forename: string;
  middle_name: string;
  surname: string;
  phone_number: string;
  mobile_number: string;
  email_address: string;
  date_of_birth: string;
  addresses: ApplicationAddressDetails[];
}

/** The body of the consumer update: only the changed fields, and the addresses when changed. */
export interface ConsumerUpdate {
  /** Text fields as typed (trimmed); an emptied phone or mobile is sent as null, clearing it. */
  consumer?: Partial<Record<Exclude<keyof ConsumerDraft, 'addresses' | PhoneKey>, string>> &
    Partial<Record<PhoneKey, string | null>>;
  addresses?: ApplicationAddressDetails[];
  /** Why the name or date of birth changes: that change waits for approval (ADR 0070). */
  reason?: string;
  options?: { score: boolean };
}

const DATE_OF_BIRTH_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function dateOfBirthValid(value: string): boolean {
  return value === '' || DATE_OF_BIRTH_PATTERN.test(value);
}

export const phoneKeys = ['phone_number', 'mobile_number'] as const;
type PhoneKey = (typeof phoneKeys)[number];

/**
 * Whether a phone or mobile number may be saved: unchanged (what is stored stays, whatever its
 * form), emptied (cleared), or the specification's phone pattern (the server's contract checks
 * the same pattern).
 */
export function phoneFieldValid(saved: string, value: string): boolean {
  const typed = value.trim();
  return typed === saved.trim() || typed === '' || isPhoneNumber(typed);
}

export function consumerDraft(consumer: ApplicationConsumerDetails): ConsumerDraft {
  return {
    title: consumer.title ?? '',
    forename: consumer.forename,
    middle_name: consumer.middle_name ?? '',
    surname: consumer.surname,
    phone_number: consumer.phone_number ?? '',
    mobile_number: consumer.mobile_number ?? '',
    email_address: consumer.email_address ?? '',
    date_of_birth: consumer.date_of_birth ?? '',
    addresses: consumer.addresses.map((address) => ({ ...address })),
  };
}

const textKeys = [
  'title',
  'forename',
  'middle_name',
  'surname',
  'phone_number',
  'mobile_number',
  'email_address',
  'date_of_birth',
] as const;

/** What changed between the saved consumer and the draft; empty when nothing did. */
export function consumerChanges(saved: ConsumerDraft, draft: ConsumerDraft): ConsumerUpdate {
  const changed = changedFields(saved, draft, { keys: textKeys, normalise: trimText });
  const update: ConsumerUpdate = {};
  if (hasChanges(changed)) {
    const consumer = changed as Record<string, string | null>;
    for (const key of phoneKeys) if (consumer[key] === '') consumer[key] = null;
    update.consumer = consumer as NonNullable<ConsumerUpdate['consumer']>;
  }
  // Addresses go whole and as typed: the address rules check them as a list.
  if (hasChanges(changedFields(saved, draft, { keys: ['addresses'] }))) {
    update.addresses = draft.addresses;
  }
  return update;
}
