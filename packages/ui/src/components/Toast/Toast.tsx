import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text as AriaText,
} from 'react-aria-components';
import { Alert, ALERT_AUTO_DISMISS_MS, type AlertProps } from '../Alert/Alert';
import { toast, toastRegion } from './Toast.css';

export interface ToastMessage {
  tone: NonNullable<AlertProps['tone']>;
  message: ReactNode;
}

/** A queue of toasts; pass it to a ToastRegion and add messages from anywhere. */
export class ToastQueue {
  readonly queue = new AriaToastQueue<ToastMessage>({ maxVisibleToasts: 5 });

  /**
   * Success messages close after 3 seconds (the count pauses while the pointer is over the toasts
   * or focus is inside them); errors stay until dismissed.
   */
  add(content: ToastMessage): string {
    return this.queue.add(content, {
      timeout: content.tone === 'critical' ? undefined : ALERT_AUTO_DISMISS_MS,
    });
  }

  success = (message: ReactNode) => this.add({ tone: 'positive', message });

  error = (message: ReactNode) => this.add({ tone: 'critical', message });

  close(key: string) {
    this.queue.close(key);
  }
}

export interface ToastRegionProps {
  queue: ToastQueue;
  className?: string;
}

/** Where toasts appear: a landmark reachable with F6, bottom right. */
export function ToastRegion({ queue, className }: ToastRegionProps) {
  return (
    <AriaToastRegion
      queue={queue.queue}
      aria-label="Notifications"
      className={[toastRegion, className].filter(Boolean).join(' ')}
    >
      {({ toast: item }) => (
        <AriaToast toast={item} className={toast}>
          {/* A success is announced politely; only an error interrupts. */}
          <AriaToastContent role={item.content.tone === 'critical' ? 'alert' : 'status'}>
            <Alert
              tone={item.content.tone}
              isLiveRegion={false}
              onDismiss={() => queue.close(item.key)}
            >
              {/* The toast (an alertdialog) is named by its message. */}
              <AriaText slot="title">{item.content.message}</AriaText>
            </Alert>
          </AriaToastContent>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}

const ToastContext = createContext<ToastQueue | null>(null);

/** Gives everything inside it one toast queue (see useToast) and shows its toasts. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => new ToastQueue());
  return (
    <ToastContext.Provider value={queue}>
      {children}
      <ToastRegion queue={queue} />
    </ToastContext.Provider>
  );
}

/**
 * The toast queue of the nearest ToastProvider: `useToast().success('Group updated')` is how a
 * screen reports a success that needs no done state (docs/adr/0017).
 */
export function useToast(): ToastQueue {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error('useToast needs a ToastProvider above it.');
  return queue;
}
