import { apiClient } from '../session/api';
import { signInWithPassword } from '../session/signInAndOut';
import { useServiceUserDefaults } from '../session/useServiceUserDefaults';
import { BrandedTheme } from '../shell/BrandedTheme';
import '../shell/document.css';
import { ThemePreferenceProvider } from '../shell/ThemePreference';
import { SignInScreen } from './SignInScreen';

/**
 * The sign-in screen of a window that opens signed out, shown before the console's code loads:
 * without the router, the query cache or the shell, it fetches a fraction of the console's
 * script (docs/adr/0046). Once signed in, `openConsole` replaces it with the console, which finds
 * the session in this window's memory.
 */
export function SignInBeforeConsole({ openConsole }: { openConsole(): Promise<void> }) {
  const client = apiClient();
  const { serviceUserDefaults, rememberDefaults } = useServiceUserDefaults(client, true);
  return (
    <ThemePreferenceProvider>
      <BrandedTheme serviceUserDefaults={serviceUserDefaults}>
        <SignInScreen
          signIn={async (credentials) => {
            await signInWithPassword(client, credentials, rememberDefaults);
            await openConsole();
          }}
        />
      </BrandedTheme>
    </ThemePreferenceProvider>
  );
}
