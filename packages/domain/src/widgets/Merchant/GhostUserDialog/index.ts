export { GhostUserDialog } from './GhostUserDialog';
export type { GhostCandidate, GhostUserDialogProps, GhostWindowOutcome } from './GhostUserDialog';
