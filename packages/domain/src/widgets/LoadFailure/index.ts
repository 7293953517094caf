export { LoadFailure, PERMISSION_REFUSED_STATUS, permissionRefusedMessage } from './LoadFailure';
export type { LoadFailureProps } from './LoadFailure';
