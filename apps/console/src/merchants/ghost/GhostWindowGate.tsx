import { useState, type ReactNode } from 'react';
import { lazyComponent } from '../../lazyComponent';
import { ghostStateOfWindow } from './ghostWindow';

// Only a ghost window loads its frame: the sign-in screen of every other window goes without.
const GhostWindowFrame = lazyComponent(() => import('./GhostWindowFrame'), 'GhostWindowFrame');

/** A ghost window's console goes in its frame; other windows pass through untouched. */
export function GhostWindowGate({ children }: { children: ReactNode }) {
  const [state] = useState(ghostStateOfWindow);
  if (!state) return children;
  return <GhostWindowFrame state={state}>{children}</GhostWindowFrame>;
}
