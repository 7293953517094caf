import { bypassErrorBanner } from '@backoffice/api-client';
import { GuestScreen, GuestScreenActions } from '@backoffice/domain/widgets';
import { Alert, Button, Form, PasswordField, Spinner } from '@backoffice/ui';
import {
  isPasswordAcceptable,
  PASSWORD_MAX_LENGTH,
  passwordStrength,
} from '@backoffice/domain/model';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { lookupPasswordReset, setPasswordWithLink } from '../session/api';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { productLogoUrl } from '../shell/productLogo';

/**
 * /password-creation/{token}/ and /reset-password/{token}/ (platform-shell.md section 2.4): the
 * link's token is looked up first; an unknown or used one leads to the reset request screen.
 */
export function PasswordSetPage({ mode }: { mode: 'creation' | 'reset' }) {
  const title = mode === 'creation' ? 'Create Password' : 'Reset Password';
  useDocumentTitle(title);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const lookup = useQuery({
    // An unknown or used link leads to the reset request screen instead.
    meta: bypassErrorBanner,
    queryKey: ['password-reset', token],
    queryFn: () => lookupPasswordReset(token),
    retry: false,
  });
  const update = useMutation({
    meta: bypassErrorBanner,
    mutationFn: (userId: number) => setPasswordWithLink(token, userId, password),
  });

  if (lookup.isPending) {
    return (
      <GuestScreen title={title} productLogoUrl={productLogoUrl}>
        <Spinner aria-label="Checking the link" />
      </GuestScreen>
    );
  }
  const userId = lookup.data?.user_id;
  if (lookup.isError || !userId) return <Navigate to="/reset-password/" replace />;

  if (update.isSuccess) {
    return (
      <GuestScreen title={title} productLogoUrl={productLogoUrl}>
        <Alert tone="positive">
          Your password has been reset. You can now sign in using your new password.
        </Alert>
        <Button variant="primary" onPress={() => void navigate('/')}>
          Sign In
        </Button>
      </GuestScreen>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (userId && isPasswordAcceptable(password, confirmation)) update.mutate(userId);
  }

  const mismatch = confirmation !== '' && confirmation !== password;
  return (
    <GuestScreen title={title} productLogoUrl={productLogoUrl}>
      <Form onSubmit={submit} aria-label={title}>
        {update.isError && <Alert tone="critical">{update.error.message}</Alert>}
        <PasswordField
          label="Password"
          name="password"
          strength={passwordStrength(password)}
          autoComplete="new-password"
          isRequired
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={setPassword}
          description="At least 8 characters with an upper-case letter, a lower-case letter and a digit."
        />
        <PasswordField
          label="Confirm Password"
          name="confirmation"
          revealLabel="Show confirmation"
          autoComplete="new-password"
          isRequired
          maxLength={PASSWORD_MAX_LENGTH}
          value={confirmation}
          onChange={setConfirmation}
          isInvalid={mismatch}
          errorMessage="The passwords do not match."
        />
        <GuestScreenActions>
          <Button
            type="submit"
            variant="primary"
            isDisabled={!isPasswordAcceptable(password, confirmation)}
            isPending={update.isPending}
          >
            Update
          </Button>
        </GuestScreenActions>
      </Form>
    </GuestScreen>
  );
}
