export { GuestScreen, GuestScreenActions, GuestScreenLoading } from './GuestScreen';
export type { GuestScreenProps } from './GuestScreen';
