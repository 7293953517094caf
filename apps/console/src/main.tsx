import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// Links from the earlier console use the hash form (#/settlements/history/1); they keep working.
if (window.location.hash.startsWith('#/')) {
  window.history.replaceState(null, '', window.location.hash.slice(1));
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
