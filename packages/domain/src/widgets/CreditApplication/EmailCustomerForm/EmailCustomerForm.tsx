import { Alert, Button, Section, TextArea, TextField } from '@backoffice/ui';
import { useState } from 'react';
import * as styles from '../CreditApplication.css';
import { isEmailAddress } from '../../../model/email';

export const emailLimits = { subject: 200, replyTo: 254, message: 1000 } as const;
/** The customer email's subject is fixed. */
export const CUSTOMER_EMAIL_SUBJECT = 'About your finance application';
export const EMAIL_SENT = 'Email sent.';

export interface CustomerEmail {
  subject: string;
  /** Empty when replies go to the sender's default address. */
  reply_to: string;
  message: string;
}

export interface EmailCustomerFormProps {
  /** Sends the email; 'Email sent.' shows when it resolves. */
  onSend: (email: CustomerEmail) => Promise<unknown>;
  subject?: string;
  isDisabled?: boolean;
  className?: string;
}

/** The Email Customer tab: subject, reply-to and message, then Send Email. */
export function EmailCustomerForm({
  onSend,
  subject = CUSTOMER_EMAIL_SUBJECT,
  isDisabled,
  className,
}: EmailCustomerFormProps) {
  const [replyTo, setReplyTo] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const replyToInvalid =
    replyTo.trim() !== '' &&
    (replyTo.trim().length > emailLimits.replyTo || !isEmailAddress(replyTo.trim()));
  const valid =
    subject.trim() !== '' &&
    subject.length <= emailLimits.subject &&
    !replyToInvalid &&
    message.trim() !== '' &&
    message.length <= emailLimits.message;

  const send = async () => {
    setSending(true);
    setSent(false);
    setError(null);
    try {
      await onSend({ subject, reply_to: replyTo.trim(), message: message.trim() });
      setMessage('');
      setSent(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The email could not be sent.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Section aria-label="Email Customer" className={className}>
      {sent ? (
        <Alert tone="positive" onDismiss={() => setSent(false)}>
          {EMAIL_SENT}
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="critical" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <TextField
        label="Subject"
        value={subject}
        isReadOnly
        isRequired
        maxLength={emailLimits.subject}
      />
      <TextField
        label="Reply-to Email"
        type="email"
        value={replyTo}
        onChange={setReplyTo}
        maxLength={emailLimits.replyTo}
        isInvalid={replyToInvalid}
        errorMessage="Enter a valid email address."
        isDisabled={isDisabled || sending}
      />
      <TextArea
        label="Message"
        isRequired
        value={message}
        onChange={setMessage}
        maxLength={emailLimits.message}
        isDisabled={isDisabled || sending}
      />
      <div className={styles.row}>
        <Button
          variant="primary"
          isDisabled={!valid || isDisabled}
          isPending={sending}
          onPress={() => void send()}
        >
          Send Email
        </Button>
      </div>
    </Section>
  );
}
