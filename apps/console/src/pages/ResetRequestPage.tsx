import { bypassErrorBanner } from '@backoffice/api-client';
import { Button, TextField } from '@backoffice/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { alert, success } from '../forms/forms.css';
import { requestPasswordReset } from '../session/api';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { GuestScreen } from './GuestScreen';
import * as styles from './pages.css';
import { credentialMaxLength } from './SignInPage';

/** /reset-password/: asks for a reset of the named account (platform-shell.md section 2.3). */
export function ResetRequestPage() {
  useDocumentTitle('Reset Password');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const reset = useMutation({
    meta: bypassErrorBanner,
    mutationFn: requestPasswordReset,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.mutate(username);
  }

  if (reset.isSuccess) {
    return (
      <GuestScreen title="Reset Password">
        <div role="status" className={success}>
          <p>
            You have been emailed a link to reset your password. Please contact your account manager
            if you need further assistance.
          </p>
          <p>Your account manager has been notified of your request.</p>
        </div>
        <Button variant="primary" onPress={() => navigate('/')}>
          Sign In
        </Button>
      </GuestScreen>
    );
  }

  return (
    <GuestScreen title="Reset Password">
      <Form className={styles.form} onSubmit={submit} aria-label="Reset Password">
        <p>Enter your username below to request a password reset.</p>
        {reset.isError && (
          <p role="alert" className={alert}>
            {reset.error.message}
          </p>
        )}
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          isRequired
          maxLength={credentialMaxLength}
          value={username}
          onChange={setUsername}
        />
        <div className={styles.actions}>
          <Button onPress={() => navigate('/')}>Back</Button>
          <Button type="submit" variant="primary" isPending={reset.isPending}>
            Reset
          </Button>
        </div>
      </Form>
    </GuestScreen>
  );
}
