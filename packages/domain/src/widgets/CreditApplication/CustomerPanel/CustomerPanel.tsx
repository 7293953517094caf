import {
  Button,
  DefinitionList,
  Heading,
  Section,
  Select,
  SelectItem,
  Spinner,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@backoffice/ui';
import { useId, useState, type ReactNode } from 'react';
import {
  addressesValid,
  addressYearsLabel,
  APPROVAL_TEXT_MAX,
  consumerIdentityFields,
  DATA_PROTECTION_MESSAGE,
  PHONE_NUMBER_MESSAGE,
} from '../../../model/index';
import * as styles from '../CreditApplication.css';
import type {
  ApplicationAddressDetails,
  ApplicationConsumerDetails,
} from '../creditApplicationTypes';
import { addressTitle, CustomerAddressEditor } from '../CustomerAddressEditor';
import {
  consumerChanges,
  consumerDraft,
  consumerTitles,
  dateOfBirthValid,
  phoneFieldValid,
  type ConsumerDraft,
  type ConsumerUpdate,
} from '../consumerEdit';
import { valueText } from '../formatting';

export const CONSUMER_HIDDEN_MESSAGE = DATA_PROTECTION_MESSAGE;

export interface CustomerPanelProps {
  /** null when the consumer is hidden for data protection. */
  consumer: ApplicationConsumerDetails | null;
  /** Whether the user may edit the consumer (the application's edit_consumer link). */
  canEdit?: boolean;
  /**
   * Saves the changed fields (with `options.score` for Update and Re-score). A rejection
   * restores the saved values.
   */
  onSave?: (update: ConsumerUpdate) => Promise<unknown>;
  /**
   * Why Update and Re-score is not offered (the application's rescore_refusal, ADR 0010): the
   * text replaces the button (an empty one says nothing). Null or absent offers it.
   */
  rescoreRefusal?: string | null;
  /** A change of the consumer's identity waiting for approval, shown above the details. */
  pendingChange?: ReactNode;
  className?: string;
}

/** Why the edit asks for a reason: a change of name or date of birth waits for a checker. */
export const IDENTITY_CHANGE_NOTE =
  'A change of name or date of birth waits for a second person to approve it; the other fields save at once.';

/** The consequence of Update and Re-score, stated beside the buttons before the user presses. */
export const RESCORE_CONSEQUENCE =
  "Update and Re-score runs the credit policy again: its decision becomes the application's status. An underwriter's decision cannot be re-scored afterwards; Update alone keeps the status.";

const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

function addressText(address: ApplicationAddressDetails): string {
  return [
    address.flat,
    [address.house_name, address.street_number, address.street].filter(Boolean).join(' '),
    address.district,
    address.town,
    address.county,
    address.postcode,
  ]
    .filter(Boolean)
    .join(', ');
}

function expenditureOf(consumer: ApplicationConsumerDetails, type: string): string {
  const entry = consumer.expenditure?.find((item) => item.expenditure_type === type);
  return entry ? wholePounds.format(entry.expenditure_amount_pence / 100) : 'N/A';
}

function additionalCosts(consumer: ApplicationConsumerDetails): string {
  const others = (consumer.expenditure ?? []).filter(
    (item) => item.expenditure_type !== 'Mortgage or rent',
  );
  if (others.length === 0) return 'N/A';
  const total = others.reduce((sum, item) => sum + item.expenditure_amount_pence, 0);
  return wholePounds.format(total / 100);
}

function ReadOnlyDetails({ consumer }: { consumer: ApplicationConsumerDetails }) {
  const employment = consumer.employment ?? {};
  const bank = consumer.bank ?? {};
  const salary = typeof employment.salary === 'number' ? employment.salary : null;
  const bankYears = typeof bank.time_with_years === 'number' ? bank.time_with_years : null;
  const bankMonths = typeof bank.time_with_months === 'number' ? bank.time_with_months : null;
  return (
    <>
      <DefinitionList
        aria-label="Personal details"
        items={[
          ['Marital Status', valueText(consumer.marital_status)],
          ['Residential Status', valueText(consumer.residential_status)],
          ['Nationality', valueText(consumer.nationality?.nationality)],
          ['Entry Date', valueText(consumer.nationality?.entry_date)],
          ['Visa Expiry', valueText(consumer.nationality?.visa_expiry)],
          ['Number of Dependants', valueText(consumer.number_dependants)],
        ]}
      />
      <Heading level={3} size="md">
        Addresses
      </Heading>
      <DefinitionList
        aria-label="Addresses"
        items={[...consumer.addresses]
          .sort((a, b) => a.address_number - b.address_number)
          .map((address) => [
            addressTitle(address.address_number),
            `${addressText(address)} (${addressYearsLabel(address.time_years)})`,
          ])}
      />
      <Heading level={3} size="md">
        Employment
      </Heading>
      <DefinitionList
        aria-label="Employment"
        items={[
          ['Status', valueText(employment.status)],
          ['Occupation', valueText(employment.occupation)],
          ['Employer Name', valueText(employment.employer_name)],
          ['Years with Employer', valueText(employment.time_years)],
          [
            'Income',
            salary === null
              ? 'N/A'
              : `${wholePounds.format(salary / 100)} ${valueText(employment.salary_type)}`,
          ],
          ['Monthly Mortgage or Rent', expenditureOf(consumer, 'Mortgage or rent')],
          ['Monthly Additional Costs', additionalCosts(consumer)],
        ]}
      />
      <Heading level={3} size="md">
        Bank
      </Heading>
      <DefinitionList
        aria-label="Bank"
        items={[
          ['Duration', bankYears === null ? 'N/A' : `${bankYears} years ${bankMonths ?? 0} months`],
          ['Account Number', valueText(bank.current_account)],
          ['Sort Code', valueText(bank.sortcode)],
          ['Bank Name', valueText(bank.bank_name)],
          [
            'Bank Address',
            valueText(
              [bank.bank_address_line1, bank.bank_address_line2]
                .filter((line) => typeof line === 'string' && line)
                .join(', '),
            ),
          ],
          ['Postcode', valueText(bank.bank_postcode)],
        ]}
      />
      <Heading level={3} size="md">
        Platform Info
      </Heading>
      <DefinitionList
        aria-label="Platform Info"
        items={[['User Agent', valueText(consumer.user_agent)]]}
      />
    </>
  );
}

/**
 * The Customer tab: the consumer's details, editable inline by a user who may (title, names,
 * phone, mobile, email, date of birth and addresses), with Update and Update and Re-score.
 */
export function CustomerPanel({
  consumer,
  canEdit = false,
  onSave,
  rescoreRefusal = null,
  pendingChange,
  className,
}: CustomerPanelProps) {
  const [draft, setDraft] = useState<ConsumerDraft | null>(null);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState<'update' | 'rescore' | null>(null);
  const rescoreNoteId = useId();

  if (!consumer) {
    return (
      <Section aria-label="Customer" className={className}>
        <p>{CONSUMER_HIDDEN_MESSAGE}</p>
      </Section>
    );
  }

  const saved = consumerDraft(consumer);
  const editing = draft !== null;
  const changes = draft ? consumerChanges(saved, draft) : {};
  const dobValid = draft ? dateOfBirthValid(draft.date_of_birth) : true;
  const phoneValid = draft ? phoneFieldValid(saved.phone_number, draft.phone_number) : true;
  const mobileValid = draft ? phoneFieldValid(saved.mobile_number, draft.mobile_number) : true;
  const valid = draft
    ? addressesValid(draft.addresses) && dobValid && phoneValid && mobileValid
    : false;
  const identityChanged = consumerIdentityFields.some((field) => field in (changes.consumer ?? {}));
  const reasonGiven = !identityChanged || reason.trim() !== '';
  const canSave =
    editing && valid && reasonGiven && (changes.consumer || changes.addresses) && !saving;

  const set = (key: Exclude<keyof ConsumerDraft, 'addresses'>) => (value: string) =>
    setDraft((current) => (current ? { ...current, [key]: value } : current));

  const save = async (score: boolean) => {
    if (!onSave || !draft) return;
    setSaving(score ? 'rescore' : 'update');
    try {
      const update = identityChanged ? { ...changes, reason: reason.trim() } : changes;
      await onSave(score ? { ...update, options: { score: true } } : update);
      setDraft(null);
      setReason('');
    } catch {
      // A failed update leaves the saved values in place, as the spec asks.
      setDraft(consumerDraft(consumer));
    } finally {
      setSaving(null);
    }
  };

  const titles = consumerTitles.includes(saved.title as (typeof consumerTitles)[number])
    ? consumerTitles
    : [...consumerTitles, ...(saved.title ? [saved.title] : [])];

  return (
    <Section aria-label="Customer" className={className}>
      {pendingChange}
      {draft ? (
        <Stack gap="150">
          <div className={styles.formGrid}>
            <Select
              label="Title"
              items={titles.map((title) => ({ id: title, name: title }))}
              value={draft.title || null}
              isDisabled={saving !== null}
              onChange={(title) => set('title')(String(title))}
            >
              {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
            </Select>
            <TextField
              label="First Name"
              isRequired
              maxLength={100}
              value={draft.forename}
              onChange={set('forename')}
              isDisabled={saving !== null}
            />
            {consumer.middle_name ? (
              <TextField
                label="Middle Name"
                maxLength={100}
                value={draft.middle_name}
                onChange={set('middle_name')}
                isDisabled={saving !== null}
              />
            ) : null}
            <TextField
              label="Surname"
              isRequired
              maxLength={100}
              value={draft.surname}
              onChange={set('surname')}
              isDisabled={saving !== null}
            />
            {consumer.phone_number ? (
              <TextField
                label="Phone"
                type="tel"
                maxLength={20}
                value={draft.phone_number}
                onChange={set('phone_number')}
                isInvalid={!phoneValid}
                errorMessage={PHONE_NUMBER_MESSAGE}
                isDisabled={saving !== null}
              />
            ) : null}
            <TextField
              label="Mobile"
              type="tel"
              maxLength={20}
              value={draft.mobile_number}
              onChange={set('mobile_number')}
              isInvalid={!mobileValid}
              errorMessage={PHONE_NUMBER_MESSAGE}
              isDisabled={saving !== null}
            />
            <TextField
              label="Email Address"
              type="email"
              maxLength={254}
              value={draft.email_address}
              onChange={set('email_address')}
              isDisabled={saving !== null}
            />
            <TextField
              label="Date of Birth"
              description="YYYY-MM-DD"
              value={draft.date_of_birth}
              onChange={set('date_of_birth')}
              isInvalid={!dobValid}
              errorMessage="Date of birth must be in the form YYYY-MM-DD."
              isDisabled={saving !== null}
            />
          </div>
          {identityChanged ? (
            <TextArea
              label="Reason for the identity change"
              isRequired
              maxLength={APPROVAL_TEXT_MAX}
              description={IDENTITY_CHANGE_NOTE}
              value={reason}
              onChange={setReason}
              isDisabled={saving !== null}
            />
          ) : null}
          <CustomerAddressEditor
            addresses={draft.addresses}
            isDisabled={saving !== null}
            onChange={(addresses) =>
              setDraft((current) => (current ? { ...current, addresses } : current))
            }
          />
          <div className={styles.row}>
            <Button isDisabled={saving !== null} onPress={() => setDraft(null)}>
              Cancel
            </Button>
            <Button variant="primary" isDisabled={!canSave} onPress={() => void save(false)}>
              Update
            </Button>
            {rescoreRefusal === null && !identityChanged ? (
              <Button
                variant="primary"
                isDisabled={!canSave}
                onPress={() => void save(true)}
                aria-describedby={rescoreNoteId}
              >
                Update and Re-score
              </Button>
            ) : null}
            {/* A spinner beside the button, not isPending: a pending button's announcement outlives
            the button's spinner and leaves a live-region entry naming a removed label. */}
            {saving ? <Spinner size="sm" aria-label="Saving the customer" /> : null}
          </div>
          {rescoreRefusal !== '' ? (
            <Text as="p" size="sm" tone="muted" id={rescoreNoteId}>
              {rescoreRefusal ?? RESCORE_CONSEQUENCE}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <>
          <DefinitionList
            aria-label="Customer details"
            items={[
              ['Title', valueText(consumer.title)],
              ['First Name', consumer.forename],
              ...(consumer.middle_name
                ? ([['Middle Name', consumer.middle_name]] as [string, string][])
                : []),
              ['Surname', consumer.surname],
              ...(consumer.phone_number
                ? ([['Phone', consumer.phone_number]] as [string, string][])
                : []),
              ['Mobile', valueText(consumer.mobile_number)],
              ['Email Address', valueText(consumer.email_address)],
              ['Date of Birth', valueText(consumer.date_of_birth)],
            ]}
          />
          {canEdit && onSave ? (
            <div className={styles.row}>
              <Button onPress={() => setDraft(consumerDraft(consumer))}>Edit Customer</Button>
            </div>
          ) : null}
        </>
      )}
      <ReadOnlyDetails consumer={consumer} />
    </Section>
  );
}
