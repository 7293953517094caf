import { Button, PasswordField, TextField } from '@backoffice/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosurePanel,
  Form,
  Heading,
} from 'react-aria-components';
import { passwordStrength } from '../../model/password';
import {
  accountErrors,
  accountLimits,
  accountUpdate,
  canUpdateAccount,
  emptyDraft,
  type AccountDetails,
  type AccountDraft,
  type AccountUpdate,
} from './accountUpdate';
import * as styles from './AccountForm.css';

export interface AccountFormProps {
  details: AccountDetails;
  /** Receives only the changed fields; a new password comes with current_password. */
  onSubmit: (update: AccountUpdate) => void;
  onCancel?: () => void;
  isPending?: boolean;
  /** The server's message when the last update failed. */
  errorMessage?: string | undefined;
  className?: string;
}

function AccountFormSection({
  title,
  defaultExpanded,
  children,
}: {
  title: string;
  defaultExpanded?: boolean;
  children: ReactNode;
}) {
  return (
    <Disclosure defaultExpanded={defaultExpanded} className={styles.accountFormSection}>
      {({ isExpanded }) => (
        <>
          <Heading level={3} className={styles.accountFormSectionHeading}>
            <AriaButton slot="trigger" className={styles.accountFormSectionTrigger}>
              {title}
              <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
            </AriaButton>
          </Heading>
          {/* Padding sits inside: a collapsed panel is hidden="until-found" and keeps its box. */}
          <DisclosurePanel>
            <div className={styles.accountFormPanel}>{children}</div>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}

/**
 * Edits a back-office user's own details and password (My Account, Edit User). Update is enabled
 * only when the form is valid and something changed.
 */
export function AccountForm({
  details,
  onSubmit,
  onCancel,
  isPending,
  errorMessage,
  className,
}: AccountFormProps) {
  const [draft, setDraft] = useState<AccountDraft>(() => emptyDraft(details));
  const [touched, setTouched] = useState<ReadonlySet<keyof AccountDraft>>(new Set());
  const errors = accountErrors(details, draft);
  const emailChanged = draft.email !== details.email;

  function change(key: keyof AccountDraft) {
    return (value: string) => {
      setTouched((previous) => new Set(previous).add(key));
      setDraft((previous) => {
        const next = { ...previous, [key]: value };
        // A confirmation of an unchanged email means nothing, so it is cleared.
        if (key === 'email' && value === details.email) next.email_confirm = '';
        return next;
      });
    };
  }

  function fieldError(key: keyof AccountDraft) {
    const message = touched.has(key) ? errors[key] : undefined;
    return { isInvalid: message !== undefined, errorMessage: message };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canUpdateAccount(details, draft)) onSubmit(accountUpdate(details, draft));
  }

  return (
    <Form
      className={[styles.accountForm, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      validationBehavior="aria"
    >
      {errorMessage && (
        <p role="alert" className={styles.accountFormError}>
          {errorMessage}
        </p>
      )}
      <AccountFormSection title="Basic Information" defaultExpanded>
        <TextField label="Username" value={details.username} isReadOnly />
        <TextField
          label="First Name"
          isRequired
          maxLength={accountLimits.name}
          value={draft.first_name}
          onChange={change('first_name')}
          {...fieldError('first_name')}
        />
        <TextField
          label="Last Name"
          isRequired
          maxLength={accountLimits.name}
          value={draft.last_name}
          onChange={change('last_name')}
          {...fieldError('last_name')}
        />
        <TextField
          label="Email"
          type="email"
          isRequired
          maxLength={accountLimits.email}
          value={draft.email}
          onChange={change('email')}
          {...fieldError('email')}
        />
        <TextField
          label="Confirm Email"
          type="email"
          isRequired={emailChanged}
          isDisabled={!emailChanged}
          maxLength={accountLimits.email}
          value={draft.email_confirm}
          onChange={change('email_confirm')}
          {...fieldError('email_confirm')}
        />
        <TextField
          label="Mobile"
          type="tel"
          maxLength={accountLimits.mobile}
          value={draft.mobile}
          onChange={change('mobile')}
          {...fieldError('mobile')}
        />
      </AccountFormSection>
      <AccountFormSection title="Update Password">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          maxLength={accountLimits.password}
          value={draft.password}
          onChange={change('password')}
          strength={passwordStrength(draft.password)}
          {...fieldError('password')}
        />
        <PasswordField
          label="Confirm Password"
          revealLabel="Show confirmation"
          autoComplete="new-password"
          maxLength={accountLimits.password}
          value={draft.password_confirm}
          onChange={change('password_confirm')}
          {...fieldError('password_confirm')}
        />
        <PasswordField
          label="Current Password"
          revealLabel="Show current password"
          autoComplete="current-password"
          isRequired={draft.password !== ''}
          maxLength={accountLimits.password}
          value={draft.current_password}
          onChange={change('current_password')}
          {...fieldError('current_password')}
        />
      </AccountFormSection>
      <div className={styles.accountFormActions}>
        {onCancel && <Button onPress={onCancel}>Cancel</Button>}
        <Button
          type="submit"
          variant="primary"
          isDisabled={!canUpdateAccount(details, draft)}
          isPending={isPending}
        >
          Update
        </Button>
      </div>
    </Form>
  );
}
