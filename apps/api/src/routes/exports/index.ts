import type { OperationHandlers } from '../../http/operations';
import { exportJobHandlers } from './exports';
import { exportScheduleHandlers } from './schedules';

/** Exports as jobs and scheduled reports (Schedule as Report). */
export const exportHandlers: OperationHandlers = {
  ...exportJobHandlers,
  ...exportScheduleHandlers,
};
