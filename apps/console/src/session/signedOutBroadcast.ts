import { useEffect } from 'react';

/** Tells the console's other windows that the user signed out, so that they end at once. */
const SIGNED_OUT_CHANNEL = 'backoffice.session';

export function broadcastSignedOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SIGNED_OUT_CHANNEL);
  channel.postMessage('signed-out');
  channel.close();
}

/** Ends this window's session when another window signs out. */
export function useSignedOutElsewhere(isSignedIn: boolean, endSession: () => void): void {
  useEffect(() => {
    if (!isSignedIn || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SIGNED_OUT_CHANNEL);
    channel.onmessage = () => endSession();
    return () => channel.close();
  }, [isSignedIn, endSession]);
}
