export { ToastQueue, ToastRegion } from './Toast';
export type { ToastMessage, ToastRegionProps } from './Toast';
