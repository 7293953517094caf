import type { FlowDialogState } from '@backoffice/ui';

/** The FlowDialog state of a mutation: working while pending, done once it succeeded. */
export function flowStateOf(mutation: { isPending: boolean; isSuccess: boolean }): FlowDialogState {
  if (mutation.isPending) return 'working';
  return mutation.isSuccess ? 'done' : 'form';
}
