import { Alert, Button, Form, TextField } from '@backoffice/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { accountDetailsErrors, type AccountDetailsDraft } from '../../model/dashboard';
import { serverFieldErrors } from '../serverFieldErrors';
import * as styles from './Dashboard.css';

type DetailsErrors = Partial<Record<keyof AccountDetailsDraft, string>>;

export interface ConfirmDetailsWidgetProps {
  /** The user's details as they are; missing ones start empty. */
  initialValues?: { email?: string | null; mobile?: string | null };
  /**
   * Saves the details (trimmed); the screen reports the success (a toast, docs/adr/0017). A
   * rejection shows its message; an error carrying
   * `properties` ({ property, message }[], the API's validation error) shows each message on
   * its field.
   */
  onSubmit: (details: AccountDetailsDraft) => Promise<unknown>;
  className?: string;
}

const fields = ['email', 'mobile'] as const;

/** Splits a rejected submit into messages for the fields and one for the whole form. */
function submitErrors(error: unknown): { fields: DetailsErrors; message?: string } {
  const placed = serverFieldErrors(error, fields);
  const message =
    error instanceof Error && error.message
      ? error.message
      : typeof error === 'string' && error
        ? error
        : 'Your details could not be updated.';
  return { fields: placed.byField, message: placed.isEverythingPlaced ? undefined : message };
}

/**
 * The account-details widget ("Please Confirm Your Details"): email and mobile, both required;
 * Update stays disabled until both are valid.
 */
export function ConfirmDetailsWidget({
  initialValues,
  onSubmit,
  className,
}: ConfirmDetailsWidgetProps) {
  const [draft, setDraft] = useState<AccountDetailsDraft>({
    email: initialValues?.email ?? '',
    mobile: initialValues?.mobile ?? '',
  });
  const [touched, setTouched] = useState({ email: false, mobile: false });
  const [serverErrors, setServerErrors] = useState<DetailsErrors>({});
  const [status, setStatus] = useState<
    { state: 'idle' | 'pending' } | { state: 'failed'; message?: string }
  >({ state: 'idle' });
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const errors = accountDetailsErrors(draft);
  const isValid = !errors.email && !errors.mobile;
  const shownError = (field: keyof AccountDetailsDraft) =>
    serverErrors[field] ?? (touched[field] ? errors[field] : undefined);

  const update = (field: keyof AccountDetailsDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValid) {
      setTouched({ email: true, mobile: true });
      return;
    }
    setStatus({ state: 'pending' });
    try {
      await onSubmit({ email: draft.email.trim(), mobile: draft.mobile.trim() });
      if (isMounted.current) setStatus({ state: 'idle' });
    } catch (error) {
      if (!isMounted.current) return;
      const { fields: byField, message } = submitErrors(error);
      setServerErrors(byField);
      setStatus({ state: 'failed', message });
    }
  };

  const isPending = status.state === 'pending';
  return (
    <Form
      className={[styles.detailsForm, className].filter(Boolean).join(' ')}
      validationBehavior="aria"
      onSubmit={(event) => void submit(event)}
    >
      {status.state === 'failed' && status.message ? (
        <Alert tone="critical">{status.message}</Alert>
      ) : null}
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        isRequired
        value={draft.email}
        onChange={(value) => update('email', value)}
        onBlur={() => setTouched((current) => ({ ...current, email: true }))}
        isInvalid={Boolean(shownError('email'))}
        errorMessage={shownError('email')}
      />
      <TextField
        name="mobile"
        label="Mobile"
        type="tel"
        autoComplete="tel"
        isRequired
        value={draft.mobile}
        onChange={(value) => update('mobile', value)}
        onBlur={() => setTouched((current) => ({ ...current, mobile: true }))}
        isInvalid={Boolean(shownError('mobile'))}
        errorMessage={shownError('mobile')}
      />
      <div>
        <Button type="submit" variant="primary" isDisabled={!isValid} isPending={isPending}>
          Update
        </Button>
      </div>
    </Form>
  );
}
