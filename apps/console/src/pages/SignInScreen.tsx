import { PASSWORD_MAX_LENGTH } from '@backoffice/domain/model';
import { GuestScreen, GuestScreenActions, UsernameField } from '@backoffice/domain/widgets';
import { Alert, Button, Checkbox, Form, Link, PasswordField } from '@backoffice/ui';
import { useState, type FormEvent } from 'react';
import type { SignInCredentials } from '../session/signInAndOut';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { productLogoUrl } from '../shell/productLogo';

export interface SignInScreenProps {
  /** Signs in and opens what follows; a rejection's message is shown beside the form. */
  signIn(credentials: SignInCredentials): Promise<void>;
  /** The last session ended after 30 idle minutes. */
  wasSignedOutIdle?: boolean;
}

/**
 * The login form, knowing neither the router nor the session: the console shows it inside its
 * routes, and main.tsx before the console has loaded (docs/adr/0046).
 */
export function SignInScreen({ signIn, wasSignedOutIdle = false }: SignInScreenProps) {
  useDocumentTitle('BackOffice');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await signIn({ username, password, remember });
    } catch (failure) {
      setPending(false);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <GuestScreen title="Sign In" productLogoUrl={productLogoUrl}>
      <Form
        // submit reports every failure beside the form; nothing is left to reject.
        onSubmit={(event) => void submit(event)}
        aria-label="Sign In"
      >
        {wasSignedOutIdle && !error && (
          <Alert tone="info">You were signed out after 30 minutes without activity.</Alert>
        )}
        {error && <Alert tone="critical">{error}</Alert>}
        <UsernameField value={username} onChange={setUsername} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          isRequired
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={setPassword}
        />
        <Checkbox name="remember" isSelected={remember} onChange={setRemember}>
          Remember me
        </Checkbox>
        <GuestScreenActions>
          <Link href="/reset-password/">Forgotten Password?</Link>
          <Button type="submit" variant="primary" isPending={isPending}>
            Sign In
          </Button>
        </GuestScreenActions>
      </Form>
    </GuestScreen>
  );
}
