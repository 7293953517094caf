import type { ReactNode } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
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

  /** Success messages close after 3 seconds; errors stay until dismissed. */
  add(content: ToastMessage): string {
    return this.queue.add(content, {
      timeout: content.tone === 'critical' ? undefined : ALERT_AUTO_DISMISS_MS,
    });
  }

  success(message: ReactNode) {
    return this.add({ tone: 'positive', message });
  }

  error(message: ReactNode) {
    return this.add({ tone: 'critical', message });
  }

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
      className={[toastRegion, className].filter(Boolean).join(' ')}
    >
      {({ toast: item }) => (
        <AriaToast toast={item} className={toast}>
          <AriaToastContent>
            <Alert
              tone={item.content.tone}
              isLiveRegion={false}
              onDismiss={() => queue.close(item.key)}
            >
              {item.content.message}
            </Alert>
          </AriaToastContent>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
