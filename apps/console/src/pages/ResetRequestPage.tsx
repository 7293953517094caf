import { bypassErrorBanner } from '@backoffice/api-client';
import { GuestScreen, GuestScreenActions, UsernameField } from '@backoffice/domain/widgets';
import { Alert, Button, Form } from '@backoffice/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { requestPasswordReset } from '../session/api';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { productLogoUrl } from '../shell/productLogo';

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
      <GuestScreen title="Reset Password" productLogoUrl={productLogoUrl}>
        <Alert tone="positive">
          <p>
            You have been emailed a link to reset your password. Please contact your account manager
            if you need further assistance.
          </p>
          <p>Your account manager has been notified of your request.</p>
        </Alert>
        <Button variant="primary" onPress={() => void navigate('/')}>
          Sign In
        </Button>
      </GuestScreen>
    );
  }

  return (
    <GuestScreen title="Reset Password" productLogoUrl={productLogoUrl}>
      <Form onSubmit={submit} aria-label="Reset Password">
        <p>Enter your username below to request a password reset.</p>
        {reset.isError && <Alert tone="critical">{reset.error.message}</Alert>}
        <UsernameField value={username} onChange={setUsername} />
        <GuestScreenActions>
          <Button onPress={() => void navigate('/')}>Back</Button>
          <Button type="submit" variant="primary" isPending={reset.isPending}>
            Reset
          </Button>
        </GuestScreenActions>
      </Form>
    </GuestScreen>
  );
}
