export { Alert, ALERT_AUTO_DISMISS_MS } from './Alert';
export type { AlertProps } from './Alert';
