import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { SignInScreen } from './SignInScreen';

export interface SignInLocationState {
  /** Where the user was going when sent to sign in; they return there afterwards. */
  from?: string;
}

/** The login state: it has no URL of its own and is shown at the root while signed out. */
export function SignInPage() {
  const { signIn, endedBecause } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const target = (location.state as SignInLocationState | null)?.from ?? '/';
  return (
    <SignInScreen
      signIn={async (credentials) => {
        await signIn(credentials);
        await navigate(target, { replace: true });
      }}
      wasSignedOutIdle={endedBecause === 'idle'}
    />
  );
}
