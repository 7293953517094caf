import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ghostTokenOfPage, startGhostWindow } from './merchants/ghost/ghostWindow';
import { apiClient, tokenStore } from './session/api';

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
    const identity = await startGhostWindow(apiClient(), ghostToken, (session) =>
      tokenStore.write(session),
    );
    window.history.replaceState(null, '', `/merchants/${identity.retailer_id}/`);
  } catch {
    // Recorded for the gate by startGhostWindow.
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void startGhostWindowIfAsked().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
