import { Button, Checkbox, PasswordField, TextField } from '@backoffice/ui';
import { useState, type FormEvent } from 'react';
import { Form, Link } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { alert, notice } from '../forms/forms.css';
import { useSession } from '../session/SessionProvider';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { GuestScreen } from './GuestScreen';
import * as styles from './pages.css';

/** platform-shell.md section 5: username and password, required, at most 100 characters. */
export const credentialMaxLength = 100;

export interface SignInLocationState {
  /** Where the user was going when sent to sign in; they return there afterwards. */
  from?: string;
}

/** The login state: it has no URL of its own and is shown at the root while signed out. */
export function SignInPage() {
  useDocumentTitle('BackOffice');
  const { signIn, endedBecause } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const target = (location.state as SignInLocationState | null)?.from ?? '/';
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
      navigate(target, { replace: true });
    } catch (failure) {
      setPending(false);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <GuestScreen title="Sign In">
      <Form className={styles.form} onSubmit={submit} aria-label="Sign In">
        {endedBecause === 'idle' && !error && (
          <p role="status" className={notice}>
            You were signed out after 30 minutes without activity.
          </p>
        )}
        {error && (
          <p role="alert" className={alert}>
            {error}
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
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          isRequired
          maxLength={credentialMaxLength}
          value={password}
          onChange={setPassword}
        />
        <Checkbox name="remember" isSelected={remember} onChange={setRemember}>
          Remember me
        </Checkbox>
        <div className={styles.actions}>
          <Link className={styles.link} href="/reset-password/">
            Forgotten Password?
          </Link>
          <Button type="submit" variant="primary" isPending={isPending}>
            Sign In
          </Button>
        </div>
      </Form>
    </GuestScreen>
  );
}
