import { hasSessionHint } from '@backoffice/domain/model';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ghostTokenOfPage } from './merchants/ghost/ghostWindow';
import { SignInBeforeConsole } from './pages/SignInBeforeConsole';
import { apiClient, restoreSessionOnce, startsWithoutSession, tokenStore } from './session/api';

// Links from the earlier console use the hash form (#/settlements/history/1); they keep working.
if (window.location.hash.startsWith('#/')) {
  window.history.replaceState(null, '', window.location.hash.slice(1));
}

/**
 * A ghost window (opened by Ghost in as User) first exchanges its single-use token for the
 * merchant user's session, then opens on that merchant's page. The token leaves the address at
 * once; a failure is shown by the ghost window's gate.
 */
async function startGhostWindowIfAsked() {
  const ghostToken = ghostTokenOfPage();
  if (!ghostToken) return;
  window.history.replaceState(null, '', '/');
  try {
    const { startGhostWindow } = await import('./merchants/ghost/startGhostWindow');
    const identity = await startGhostWindow(apiClient(), ghostToken, (session) =>
      tokenStore.write(session),
    );
    window.history.replaceState(null, '', `/merchants/${identity.retailer_id}/`);
  } catch {
    // Recorded for the gate by startGhostWindow.
  }
}

/**
 * A window at the root with no session and no refresh cookie to restore one from shows the
 * sign-in screen before loading the console (docs/adr/0046); any other window loads the console,
 * whose route guard decides.
 */
function opensOnSignIn(): boolean {
  return (
    window.location.pathname === '/' && startsWithoutSession() && !hasSessionHint(document.cookie)
  );
}

async function openConsole(root: Root) {
  // A reload asks the refresh cookie for its session while the console's code loads, not after:
  // the session provider takes the same answer (restoreSessionOnce asks once per page load).
  if (startsWithoutSession()) void restoreSessionOnce().catch(() => null);
  const { App } = await import('./App');
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
void startGhostWindowIfAsked().then(() => {
  if (!opensOnSignIn()) return openConsole(root);
  root.render(
    <StrictMode>
      <SignInBeforeConsole openConsole={() => openConsole(root)} />
    </StrictMode>,
  );
});
