import { ApiError } from '@backoffice/api-client';
import { errorMessageOf } from '@backoffice/domain/model';
import type { ScheduleReportDialogState } from '@backoffice/domain/widgets';

/** A schedule form after a refused save: the message, and the properties for their fields. */
export const refusedScheduleForm = (
  error: unknown,
): Extract<ScheduleReportDialogState, { step: 'form' }> => ({
  step: 'form',
  error: errorMessageOf(error),
  properties: error instanceof ApiError ? error.properties : [],
});
