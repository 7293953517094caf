import { ApiError } from '@backoffice/api-client';
import type { ScheduleReportDialogState } from '@backoffice/domain/widgets';

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** A schedule form after a refused save: the message, and the properties for their fields. */
export const refusedScheduleForm = (
  error: unknown,
): Extract<ScheduleReportDialogState, { step: 'form' }> => ({
  step: 'form',
  error: messageOf(error),
  properties: error instanceof ApiError ? error.properties : [],
});
