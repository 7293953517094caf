export { ToastProvider, ToastQueue, ToastRegion, useToast } from './Toast';
export type { ToastMessage, ToastRegionProps } from './Toast';
