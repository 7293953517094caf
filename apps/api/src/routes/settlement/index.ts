import type { OperationHandlers } from '../../http/operations';
import { settlementApiKeyHandlers } from './apiKeys';
import { settlementHandlers } from './settlement';

/** The settlement service's operations and its API keys. */
export const settlementServiceHandlers: OperationHandlers = {
  ...settlementHandlers,
  ...settlementApiKeyHandlers,
};
