import type { OperationHandlers } from '../../http/operations';
import { watchListHandlers } from './lists';
import { watchListUploadHandlers } from './uploads';

/** Fraud watch lists: the report, a list's items, enabling, downloads and uploads. */
export const fraudWatchListHandlers: OperationHandlers = {
  ...watchListHandlers,
  ...watchListUploadHandlers,
};
