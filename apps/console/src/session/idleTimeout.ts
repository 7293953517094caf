import { useEffect, useState, useSyncExternalStore } from 'react';

/** Without user activity for this long the console signs out (in every window). */
export const IDLE_SIGN_OUT_MS = 30 * 60_000;
/** The warning comes this long before the sign-out. */
export const IDLE_WARNING_MS = 60_000;

/** Where the windows of the console share when the user last did something in any of them. */
const LAST_ACTIVITY_KEY = 'backoffice.last-activity';
/** Other windows hear of activity at most this often: a storage write per event is wasteful. */
const SHARE_EVERY_MS = 5_000;
const activityEvents = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

function sharedLastActivity(): number {
  const stored = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(stored) ? stored : 0;
}

/**
 * Watches for user activity in this window and hears of it from the other windows (through
 * localStorage). After IDLE_SIGN_OUT_MS − IDLE_WARNING_MS without any it counts the last minute
 * down, second by second, then calls `onIdle`. One plain setTimeout at a time, so that tests
 * drive it with fake timers.
 */
export function createIdleTracker() {
  let lastActivity = Date.now();
  let lastShared = 0;
  let secondsLeft: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onIdle: (() => void) | undefined;
  const listeners = new Set<() => void>();

  const show = (next: number | null) => {
    if (next === secondsLeft) return;
    secondsLeft = next;
    listeners.forEach((listener) => listener());
  };

  const check = () => {
    clearTimeout(timer);
    if (!onIdle) return;
    const idleFor = Date.now() - Math.max(lastActivity, sharedLastActivity());
    if (idleFor >= IDLE_SIGN_OUT_MS) {
      show(null);
      onIdle();
      return;
    }
    const untilWarning = IDLE_SIGN_OUT_MS - IDLE_WARNING_MS - idleFor;
    if (untilWarning > 0) {
      show(null);
      timer = setTimeout(check, untilWarning);
      return;
    }
    const remaining = IDLE_SIGN_OUT_MS - idleFor;
    show(Math.ceil(remaining / 1000));
    timer = setTimeout(check, remaining % 1000 || 1000);
  };

  const recordActivity = () => {
    const now = Date.now();
    lastActivity = now;
    if (now - lastShared >= SHARE_EVERY_MS) {
      lastShared = now;
      localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
    }
    // While the warning shows, activity ends it at once.
    if (secondsLeft !== null) check();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_ACTIVITY_KEY && secondsLeft !== null) check();
  };

  return {
    /** Starts watching; the returned function stops it. */
    start(whenIdle: () => void): () => void {
      onIdle = whenIdle;
      lastActivity = Date.now();
      for (const type of activityEvents) {
        window.addEventListener(type, recordActivity, { capture: true, passive: true });
      }
      window.addEventListener('storage', onStorage);
      check();
      return () => {
        onIdle = undefined;
        clearTimeout(timer);
        show(null);
        for (const type of activityEvents) {
          window.removeEventListener(type, recordActivity, { capture: true });
        }
        window.removeEventListener('storage', onStorage);
      };
    },
    /** The user chose to stay signed in. */
    stayActive: recordActivity,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Seconds left before the sign-out while the warning shows; null while the user is active. */
    secondsLeft: () => secondsLeft,
  };
}

/** The idle timeout of a signed-in console: the countdown to show, and staying signed in. */
export function useIdleTimeout(isSignedIn: boolean, onIdle: () => void) {
  const [tracker] = useState(createIdleTracker);
  useEffect(() => (isSignedIn ? tracker.start(onIdle) : undefined), [tracker, isSignedIn, onIdle]);
  const secondsLeft = useSyncExternalStore(tracker.subscribe, tracker.secondsLeft);
  return { secondsLeft, stayActive: tracker.stayActive };
}
