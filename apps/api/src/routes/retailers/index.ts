import type { OperationHandlers } from '../../http/operations';
import { actionHandlers } from './actions';
import { agreementHandlers } from './agreements';
import { contactHandlers } from './contacts';
import { updateRetailer, updateRetailerSettings } from './details';
import { flagHandlers } from './flags';
import { ghostHandlers } from './ghost';
import { listRetailerApplications, listRetailers } from './list';
import { noteHandlers } from './notes';
import { getRetailer } from './read';

/** The merchant operations of the contract (merchants.md; issue 13). */
export const retailerHandlers: OperationHandlers = {
  listRetailers,
  listRetailerApplications,
  getRetailer,
  updateRetailer,
  updateRetailerSettings,
  ...contactHandlers,
  ...flagHandlers,
  ...noteHandlers,
  ...ghostHandlers,
  ...actionHandlers,
  ...agreementHandlers,
};
